import { useState, type MouseEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CallMissedOutlinedIcon from '@mui/icons-material/CallMissedOutlined';
import DownloadOutlinedIcon from '@mui/icons-material/DownloadOutlined';
import InsertDriveFileOutlinedIcon from '@mui/icons-material/InsertDriveFileOutlined';
import PersonOutlineOutlinedIcon from '@mui/icons-material/PersonOutlineOutlined';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import { useTranslation } from 'react-i18next';
import type { MessageView } from '@guiche/shared';
import { useRefreshExpiredMedia } from '../../../api/media';
import { formatPhoneNumber } from '../../../lib/phone';
import { AudioPlayer } from './AudioPlayer';
import { ImageViewer } from './ImageViewer';
import { coordinatesOf, parseVCard } from './vcard';

/** A picture in the bubble; a click opens the viewer. */
export function ImageMedia({ url, alt }: { url: string; alt: string }) {
  const [viewing, setViewing] = useState(false);
  const refreshExpired = useRefreshExpiredMedia();
  return (
    <>
      <Box
        component="button"
        type="button"
        onClick={() => setViewing(true)}
        sx={{ p: 0, border: 0, bgcolor: 'transparent', cursor: 'zoom-in', display: 'block', lineHeight: 0 }}
        data-testid="message-image"
      >
        <Box
          component="img"
          src={url}
          alt={alt}
          onError={() => refreshExpired(url)}
          sx={{ maxWidth: 280, maxHeight: 320, width: '100%', objectFit: 'cover', borderRadius: 1 }}
        />
      </Box>
      {viewing && <ImageViewer src={url} alt={alt} onClose={() => setViewing(false)} />}
    </>
  );
}

export function AudioMedia({ url }: { url: string }) {
  const refreshExpired = useRefreshExpiredMedia();
  return <AudioPlayer src={url} onError={() => refreshExpired(url)} />;
}

export function VideoMedia({ url }: { url: string }) {
  const refreshExpired = useRefreshExpiredMedia();
  return (
    <Box
      component="video"
      controls
      preload="metadata"
      src={url}
      onError={() => refreshExpired(url)}
      sx={{ width: 280, maxWidth: '100%', borderRadius: 1, display: 'block' }}
    />
  );
}

/**
 * A document is downloaded only when asked for (it may be large, and most are never opened again), straight from
 * its link. A link that has expired meanwhile is not followed: the chat is fetched again, and the next click works.
 */
export function DocumentMedia({ url, name }: { url: string; name: string }) {
  const { t } = useTranslation();
  const refreshExpired = useRefreshExpiredMedia();
  const download = (event: MouseEvent) => {
    if (refreshExpired(url)) event.preventDefault();
  };
  return (
    <Stack
      direction="row"
      spacing={1}
      sx={{ alignItems: 'center', p: 1, borderRadius: 1, bgcolor: 'action.hover', minWidth: 200 }}
    >
      <InsertDriveFileOutlinedIcon />
      <Typography variant="body2" sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
        {name}
      </Typography>
      <Button size="small" startIcon={<DownloadOutlinedIcon />} href={url} download={name} onClick={download}>
        {t('chat.download')}
      </Button>
    </Stack>
  );
}

function LocationMedia({ body }: { body: string }) {
  const { t } = useTranslation();
  const place = coordinatesOf(body);
  const description = body.split('\n').slice(1).join('\n').trim();
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <PlaceOutlinedIcon color="error" />
      <div>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {t('chat.kinds.locationMessage')}
        </Typography>
        {description && <Typography variant="body2">{description}</Typography>}
        {place && (
          <Link
            variant="body2"
            href={`https://www.openstreetmap.org/?mlat=${place.latitude}&mlon=${place.longitude}#map=16/${place.latitude}/${place.longitude}`}
            target="_blank"
            rel="noopener noreferrer"
          >
            {t('chat.openMap')}
          </Link>
        )}
      </div>
    </Stack>
  );
}

function ContactCardMedia({ body }: { body: string }) {
  const { t } = useTranslation();
  const card = parseVCard(body);
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 180 }}>
      <PersonOutlineOutlinedIcon />
      <div>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {card.name ?? t('chat.kinds.contactMessage')}
        </Typography>
        {card.number && <Typography variant="caption">{formatPhoneNumber(card.number)}</Typography>}
      </div>
    </Stack>
  );
}

function CallLogMedia({ body }: { body: string }) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <CallMissedOutlinedIcon color="error" />
      <Typography variant="body2">{body.trim() || t('chat.callLog')}</Typography>
    </Stack>
  );
}

/** True when the message's body is its caption (shown under the media) rather than the media's own content. */
export function bodyIsCaption(message: MessageView): boolean {
  return ['image', 'video', 'sticker'].includes(message.mediaType ?? '') && message.mediaUrl !== null;
}

/** The media part of a message by its type (spec 1 §2 "Media types"); null for a plain text message. */
export function MessageMedia({ message }: { message: MessageView }) {
  const { t } = useTranslation();
  const url = message.mediaUrl;
  const name = message.mediaName ?? message.body ?? '';
  switch (message.mediaType) {
    case 'image':
    case 'sticker':
      return url ? <ImageMedia url={url} alt={message.body || t('chat.kinds.image')} /> : null;
    case 'audio':
      return url ? <AudioMedia url={url} /> : null;
    case 'video':
      return url ? <VideoMedia url={url} /> : null;
    case 'application':
      return url ? <DocumentMedia url={url} name={name || t('chat.kinds.application')} /> : null;
    case 'locationMessage':
      return <LocationMedia body={message.body} />;
    case 'contactMessage':
      return <ContactCardMedia body={message.body} />;
    case 'call_log':
      return <CallLogMedia body={message.body} />;
    default:
      return null;
  }
}
