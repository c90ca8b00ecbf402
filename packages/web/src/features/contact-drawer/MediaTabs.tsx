import { useState } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import PlayCircleOutlineOutlinedIcon from '@mui/icons-material/PlayCircleOutlineOutlined';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { MessageView } from '@guiche/shared';
import { useRefreshExpiredMedia } from '../../api/media';
import { DocumentMedia } from '../chat/media/MessageMedia';
import { ImageViewer } from '../chat/media/ImageViewer';
import { formatDateTime } from './dateTime';
import { drawerKeys, fetchTicketMedia } from './drawerApi';

type MediaTab = 'media' | 'documents' | 'links' | 'calls';
const TABS: readonly MediaTab[] = ['media', 'documents', 'links', 'calls'];

/** A square thumbnail of the gallery; pictures open in the viewer, videos play in place. */
function Thumb({ message, url }: { message: MessageView; url: string }) {
  const [viewing, setViewing] = useState(false);
  const refreshExpired = useRefreshExpiredMedia();
  const square = { width: '100%', aspectRatio: '1', objectFit: 'cover', borderRadius: 1, display: 'block' } as const;
  if (message.mediaType === 'video') {
    return (
      <Box sx={{ position: 'relative' }}>
        <Box component="video" src={url} controls preload="metadata" onError={() => refreshExpired(url)} sx={square} />
        <PlayCircleOutlineOutlinedIcon
          sx={{ position: 'absolute', inset: 0, m: 'auto', color: '#fff', pointerEvents: 'none', opacity: 0.8 }}
        />
      </Box>
    );
  }
  return (
    <>
      <Box
        component="button"
        type="button"
        onClick={() => setViewing(true)}
        sx={{ p: 0, border: 0, cursor: 'zoom-in', bgcolor: 'transparent', lineHeight: 0 }}
        data-testid="drawer-media-thumb"
      >
        <Box
          component="img"
          src={url}
          alt={message.body || message.mediaName || ''}
          onError={() => refreshExpired(url)}
          sx={square}
        />
      </Box>
      {viewing && (
        <ImageViewer src={url} alt={message.body || message.mediaName || ''} onClose={() => setViewing(false)} />
      )}
    </>
  );
}

function Empty() {
  const { t } = useTranslation();
  return (
    <Typography variant="body2" sx={{ color: 'text.secondary', py: 1 }}>
      {t('contactDrawer.emptyTab')}
    </Typography>
  );
}

/** The ticket's media, documents, links and calls (GET /messages/getmedia/{ticketId}). */
export function MediaTabs({ ticketId }: { ticketId: number }) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<MediaTab>('media');
  const media = useQuery({ queryKey: drawerKeys.media(ticketId), queryFn: () => fetchTicketMedia(ticketId) });
  const data = media.data;

  return (
    <Box sx={{ borderTop: 1, borderColor: 'divider' }} data-testid="drawer-media-tabs">
      <Tabs value={tab} onChange={(_, value: MediaTab) => setTab(value)} variant="fullWidth" sx={{ minHeight: 40 }}>
        {TABS.map((value) => (
          <Tab
            key={value}
            value={value}
            label={t(`contactDrawer.tabs.${value}`)}
            sx={{ minWidth: 0, minHeight: 40, px: 0.5, fontSize: 12 }}
          />
        ))}
      </Tabs>
      <Box sx={{ px: 2, py: 1.5 }}>
        {!data ? (
          <Skeleton variant="rounded" height={80} />
        ) : tab === 'media' ? (
          data.media.length === 0 ? (
            <Empty />
          ) : (
            <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 0.75 }}>
              {data.media.map((message) =>
                message.mediaUrl ? <Thumb key={message.id} message={message} url={message.mediaUrl} /> : null,
              )}
            </Box>
          )
        ) : tab === 'documents' ? (
          data.documents.length === 0 ? (
            <Empty />
          ) : (
            <Stack spacing={1}>
              {data.documents.map((message) =>
                message.mediaUrl ? (
                  <DocumentMedia key={message.id} url={message.mediaUrl} name={message.mediaName ?? message.body} />
                ) : null,
              )}
            </Stack>
          )
        ) : tab === 'links' ? (
          data.links.length === 0 ? (
            <Empty />
          ) : (
            <List dense disablePadding>
              {data.links.map((link) => (
                <ListItem key={`${link.messageId}-${link.url}`} disableGutters>
                  <ListItemText
                    primary={
                      <Link href={link.url} target="_blank" rel="noopener noreferrer" sx={{ overflowWrap: 'anywhere' }}>
                        {link.url}
                      </Link>
                    }
                    secondary={formatDateTime(link.createdAt)}
                  />
                </ListItem>
              ))}
            </List>
          )
        ) : data.calls.length === 0 ? (
          <Empty />
        ) : (
          <List dense disablePadding>
            {data.calls.map((call) => (
              <ListItem key={call.id} disableGutters>
                <ListItemText primary={call.body || t('chat.callLog')} secondary={formatDateTime(call.createdAt)} />
              </ListItem>
            ))}
          </List>
        )}
      </Box>
    </Box>
  );
}
