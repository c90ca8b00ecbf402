import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import InsertDriveFileOutlinedIcon from '@mui/icons-material/InsertDriveFileOutlined';
import { useTranslation } from 'react-i18next';
import { useRefreshExpiredMedia } from '../../api/media';

interface MessageMediaProps {
  kind: 'image' | 'video' | 'audio' | 'document';
  /** The file's signed media URL (the phone's `mediaKey` field). */
  url: string;
  /** The caption or file name, used as the image's text and the document's name. */
  name: string;
}

/** The stored file of a message, shown straight from its signed link. */
export function MessageMedia({ kind, url, name }: MessageMediaProps) {
  const { t } = useTranslation();
  const refreshExpired = useRefreshExpiredMedia();
  const failed = () => refreshExpired(url);
  if (kind === 'document') {
    return (
      <Stack
        direction="row"
        spacing={1}
        sx={{ alignItems: 'center', p: 1, borderRadius: 1, bgcolor: 'action.hover', minWidth: 200 }}
      >
        <InsertDriveFileOutlinedIcon />
        <Typography variant="body2" sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
          {name || t('simulator.kinds.document')}
        </Typography>
        {/* An expired link is not followed (it would save the refusal): the chat is fetched again instead. */}
        <Link
          href={url}
          download={name || undefined}
          variant="body2"
          onClick={(event) => {
            if (refreshExpired(url)) event.preventDefault();
          }}
        >
          {t('simulator.download')}
        </Link>
      </Stack>
    );
  }
  if (kind === 'audio')
    return (
      <Box
        component="audio"
        controls
        src={url}
        onError={failed}
        sx={{ width: 240, maxWidth: '100%', display: 'block' }}
      />
    );
  if (kind === 'video')
    return (
      <Box
        component="video"
        controls
        src={url}
        onError={failed}
        sx={{ width: 280, maxWidth: '100%', borderRadius: 1, display: 'block' }}
      />
    );
  return (
    <Box
      component="img"
      src={url}
      alt={name || t('simulator.kinds.image')}
      onError={failed}
      sx={{ maxWidth: 280, maxHeight: 320, width: '100%', objectFit: 'cover', borderRadius: 1, display: 'block' }}
    />
  );
}
