import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import BlockOutlinedIcon from '@mui/icons-material/BlockOutlined';
import PersonOutlineOutlinedIcon from '@mui/icons-material/PersonOutlineOutlined';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import { useTranslation } from 'react-i18next';
import { coordinatesOf, vcardName } from './chatTimeline';
import { MessageMedia } from './MessageMedia';
import type { SimulatorMessage } from './simulatorApi';

const MEDIA_KINDS = { image: 'image', sticker: 'image', video: 'video', audio: 'audio', document: 'document' } as const;

function isMediaKind(kind: string): kind is keyof typeof MEDIA_KINDS {
  return Object.hasOwn(MEDIA_KINDS, kind);
}

function Text({ children }: { children: string }) {
  return (
    <Typography variant="body2" component="p" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {children}
    </Typography>
  );
}

/** What a message shows inside its bubble, by kind: text, a stored file, a place, a contact card, or 'deleted'. */
export function MessageContent({ message }: { message: SimulatorMessage }) {
  const { t } = useTranslation();
  if (message.isDeleted) {
    return (
      <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center', fontStyle: 'italic', opacity: 0.75 }}>
        <BlockOutlinedIcon sx={{ fontSize: 16 }} />
        <Typography variant="body2">{t('simulator.deleted')}</Typography>
      </Stack>
    );
  }
  if (isMediaKind(message.kind) && message.mediaKey) {
    return (
      <Stack spacing={0.75}>
        <MessageMedia kind={MEDIA_KINDS[message.kind]} url={message.mediaKey} name={message.body} />
        {message.kind !== 'document' && message.body && <Text>{message.body}</Text>}
      </Stack>
    );
  }
  if (message.kind === 'location') {
    // The phone keeps the coordinates of the company's locations; its own are not stored with the message.
    const place = coordinatesOf(message.body);
    return (
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <PlaceOutlinedIcon color="error" />
        <div>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {t('simulator.kinds.location')}
          </Typography>
          {place && (
            <Link
              variant="body2"
              href={`https://www.openstreetmap.org/?mlat=${place.latitude}&mlon=${place.longitude}#map=16/${place.latitude}/${place.longitude}`}
              target="_blank"
              rel="noopener noreferrer"
            >
              {`${place.latitude}, ${place.longitude}`}
            </Link>
          )}
        </div>
      </Stack>
    );
  }
  if (message.kind === 'contact') {
    return (
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <PersonOutlineOutlinedIcon />
        <Typography variant="body2">{vcardName(message.body) ?? t('simulator.kinds.contact')}</Typography>
      </Stack>
    );
  }
  return <Text>{message.body}</Text>;
}
