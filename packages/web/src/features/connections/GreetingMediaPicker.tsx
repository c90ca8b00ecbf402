import { useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AttachFileOutlinedIcon from '@mui/icons-material/AttachFileOutlined';
import DeleteOutlineOutlinedIcon from '@mui/icons-material/DeleteOutlineOutlined';
import { useTranslation } from 'react-i18next';
import { GREETING_MEDIA_TYPES, type ErrorCode } from '@guiche/shared';
import { useRefreshExpiredMedia } from '../../api/media';
import {
  greetingMediaProblem,
  isVideoMedia,
  removedGreetingMedia,
  shownGreetingMedia,
  type GreetingMediaChange,
} from './greetingMedia';

interface GreetingMediaPickerProps {
  /** The stored attachment's signed media URL, or null. */
  stored: string | null;
  change: GreetingMediaChange;
  disabled: boolean;
  /** The modal uploads or removes once the connection is saved. */
  onChange(change: GreetingMediaChange): void;
}

/** The greeting's attachment (spec 2 §2: video or image only): a preview, a button to choose one, one to remove it. */
export function GreetingMediaPicker({ stored, change, disabled, onChange }: GreetingMediaPickerProps) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<ErrorCode | null>(null);
  // The picked file's preview: made when it is picked, freed when another is picked or the picker goes.
  const fileUrlRef = useRef<string | null>(null);
  const [fileUrl, setFileUrl] = useState<string | null>(null);
  useEffect(
    () => () => {
      if (fileUrlRef.current) URL.revokeObjectURL(fileUrlRef.current);
    },
    [],
  );
  const shown = shownGreetingMedia(stored, change);
  const refreshExpired = useRefreshExpiredMedia();
  const url = shown && 'file' in shown ? fileUrl : (shown?.url ?? null);
  const failed = () => shown && 'url' in shown && refreshExpired(shown.url);
  const video = shown !== null && isVideoMedia('file' in shown ? shown.file : shown);

  const pick = (file: File | undefined) => {
    if (!file) return;
    const refused = greetingMediaProblem(file);
    setProblem(refused);
    if (refused) return;
    if (fileUrlRef.current) URL.revokeObjectURL(fileUrlRef.current);
    fileUrlRef.current = URL.createObjectURL(file);
    setFileUrl(fileUrlRef.current);
    onChange({ kind: 'upload', file });
  };

  return (
    <Stack spacing={1} data-testid="greeting-media">
      <Typography variant="subtitle2" component="h3" sx={{ color: 'text.secondary' }}>
        {t('connectionModal.greetingMedia')}
      </Typography>
      {shown && url && (
        <Box
          sx={{ maxWidth: 320, borderRadius: 1, overflow: 'hidden', border: 1, borderColor: 'divider', lineHeight: 0 }}
        >
          {video ? (
            <video
              src={url}
              controls
              muted
              onError={failed}
              style={{ width: '100%', maxHeight: 200 }}
              aria-label={t('connectionModal.greetingMediaAlt')}
            />
          ) : (
            <img
              src={url}
              alt={t('connectionModal.greetingMediaAlt')}
              onError={failed}
              style={{ width: '100%', maxHeight: 200, objectFit: 'contain' }}
            />
          )}
        </Box>
      )}
      {shown && 'file' in shown && (
        <Typography variant="body2" sx={{ wordBreak: 'break-all' }}>
          {t('connectionModal.greetingMediaPending', { name: shown.file.name })}
        </Typography>
      )}
      <Stack direction="row" spacing={1}>
        <Button
          variant="outlined"
          size="small"
          startIcon={<AttachFileOutlinedIcon />}
          disabled={disabled}
          onClick={() => input.current?.click()}
        >
          {t('connectionModal.chooseGreetingMedia')}
        </Button>
        {shown && (
          <Button
            size="small"
            color="error"
            startIcon={<DeleteOutlineOutlinedIcon />}
            disabled={disabled}
            onClick={() => {
              setProblem(null);
              onChange(removedGreetingMedia(stored));
            }}
            data-testid="greeting-media-remove"
          >
            {t('connectionModal.removeGreetingMedia')}
          </Button>
        )}
      </Stack>
      <input
        ref={input}
        hidden
        type="file"
        accept={GREETING_MEDIA_TYPES.join(',')}
        data-testid="greeting-media-input"
        onChange={(event) => {
          pick(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
      <Typography variant="caption" sx={{ color: problem ? 'error.main' : 'text.secondary' }}>
        {problem ? t(`errors.${problem}`) : t('connectionModal.greetingMediaHint')}
      </Typography>
    </Stack>
  );
}
