import { useEffect, useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import CloseOutlinedIcon from '@mui/icons-material/CloseOutlined';
import InsertDriveFileOutlinedIcon from '@mui/icons-material/InsertDriveFileOutlined';
import { useTranslation } from 'react-i18next';
import { useFullScreenDialog } from '../../shell/useFullScreenDialog';

interface AttachmentDialogProps {
  files: readonly File[];
  initialCaption: string;
  sending: boolean;
  onRemove(file: File): void;
  onCancel(): void;
  onSend(caption: string): void;
}

function FilePreview({ file, url }: { file: File; url: string | undefined }) {
  if (url && file.type.startsWith('image/'))
    return (
      <Box
        component="img"
        src={url}
        alt={file.name}
        sx={{ width: 96, height: 96, objectFit: 'cover', borderRadius: 1 }}
      />
    );
  if (url && file.type.startsWith('video/'))
    return (
      <Box component="video" src={url} muted sx={{ width: 96, height: 96, objectFit: 'cover', borderRadius: 1 }} />
    );
  if (url && file.type.startsWith('audio/')) return <Box component="audio" src={url} controls sx={{ width: 200 }} />;
  return (
    <Box
      sx={{ width: 96, height: 96, display: 'grid', placeItems: 'center', borderRadius: 1, bgcolor: 'action.hover' }}
    >
      <InsertDriveFileOutlinedIcon fontSize="large" />
    </Box>
  );
}

/** The files about to be sent, previewed, with one caption (spec 1 §7 multipart `medias` and `body`). */
export function AttachmentDialog({
  files,
  initialCaption,
  sending,
  onRemove,
  onCancel,
  onSend,
}: AttachmentDialogProps) {
  const { t } = useTranslation();
  const [caption, setCaption] = useState(initialCaption);
  const fullScreen = useFullScreenDialog();
  const urls = useMemo(() => new Map(files.map((file) => [file, URL.createObjectURL(file)])), [files]);
  useEffect(() => () => urls.forEach((url) => URL.revokeObjectURL(url)), [urls]);

  return (
    <Dialog
      open
      onClose={sending ? undefined : onCancel}
      maxWidth="sm"
      fullWidth
      fullScreen={fullScreen}
      data-testid="attachment-dialog"
    >
      <DialogTitle>{t('chat.attachments.title')}</DialogTitle>
      <DialogContent>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1.5, mb: 2 }}>
          {files.map((file) => (
            <Stack
              key={`${file.name}-${file.size}-${file.lastModified}`}
              spacing={0.5}
              sx={{ position: 'relative', alignItems: 'center', maxWidth: 200 }}
            >
              <FilePreview file={file} url={urls.get(file)} />
              <Typography variant="caption" noWrap sx={{ maxWidth: 180 }}>
                {file.name}
              </Typography>
              <IconButton
                size="small"
                aria-label={t('chat.attachments.remove', { name: file.name })}
                disabled={sending}
                onClick={() => onRemove(file)}
                sx={{
                  position: 'absolute',
                  top: -8,
                  right: -8,
                  bgcolor: 'background.paper',
                  boxShadow: 1,
                  '&:hover': { bgcolor: 'background.paper' },
                }}
              >
                <CloseOutlinedIcon fontSize="small" />
              </IconButton>
            </Stack>
          ))}
        </Stack>
        <TextField
          label={t('chat.attachments.caption')}
          value={caption}
          onChange={(event) => setCaption(event.target.value)}
          fullWidth
          multiline
          maxRows={4}
          autoFocus
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey) {
              event.preventDefault();
              if (!sending) onSend(caption.trim());
            }
          }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={sending}>
          {t('common.cancel')}
        </Button>
        <Button
          variant="contained"
          loading={sending}
          onClick={() => onSend(caption.trim())}
          data-testid="attachment-send"
        >
          {t('chat.attachments.send')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
