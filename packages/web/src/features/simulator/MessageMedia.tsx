import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import InsertDriveFileOutlinedIcon from '@mui/icons-material/InsertDriveFileOutlined';
import { useTranslation } from 'react-i18next';
import { useMediaBlobUrl } from '../../api/useMediaBlobUrl';

interface MessageMediaProps {
  kind: 'image' | 'video' | 'audio' | 'document';
  mediaKey: string;
  /** The caption or file name, used as the image's text and the document's name. */
  name: string;
}

/** The stored file of a message, fetched with the token like every private media (useMediaBlobUrl). */
export function MessageMedia({ kind, mediaKey, name }: MessageMediaProps) {
  const { t } = useTranslation();
  const url = useMediaBlobUrl(mediaKey);
  if (kind === 'document') {
    return (
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', p: 1, borderRadius: 1, bgcolor: 'action.hover', minWidth: 200 }}>
        <InsertDriveFileOutlinedIcon />
        <Typography variant="body2" sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
          {name || t('simulator.kinds.document')}
        </Typography>
        {url && (
          <Link href={url} download={name || undefined} variant="body2">
            {t('simulator.download')}
          </Link>
        )}
      </Stack>
    );
  }
  if (!url) return <Skeleton variant="rounded" width={kind === 'audio' ? 240 : 220} height={kind === 'audio' ? 40 : 160} />;
  if (kind === 'audio') return <Box component="audio" controls src={url} sx={{ width: 240, maxWidth: '100%', display: 'block' }} />;
  if (kind === 'video') return <Box component="video" controls src={url} sx={{ width: 280, maxWidth: '100%', borderRadius: 1, display: 'block' }} />;
  return (
    <Box
      component="img"
      src={url}
      alt={name || t('simulator.kinds.image')}
      sx={{ maxWidth: 280, maxHeight: 320, width: '100%', objectFit: 'cover', borderRadius: 1, display: 'block' }}
    />
  );
}
