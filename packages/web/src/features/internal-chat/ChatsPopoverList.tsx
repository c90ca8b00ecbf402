import Badge from '@mui/material/Badge';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import ForumOutlinedIcon from '@mui/icons-material/ForumOutlined';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { unreadsOf } from '@guiche/shared';
import { EmptyState } from '../../components/EmptyState';
import { useCurrentUser } from '../auth/sessionContext';
import { useChatsList } from './useChatsList';

/** The app bar's chats popover (spec 1 §2): the latest chats with their unread counts; a click opens one. */
export function ChatsPopoverList({ onPick }: { onPick(): void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { id: userId } = useCurrentUser();
  const { query, items: chats } = useChatsList('');
  const go = (path: string) => {
    onPick();
    void navigate(path);
  };

  if (query.isPending) {
    return (
      <Stack spacing={1} sx={{ p: 1.5 }} aria-busy="true" aria-label={t('common.loading')}>
        <Skeleton variant="rounded" height={40} />
        <Skeleton variant="rounded" height={40} />
      </Stack>
    );
  }
  return (
    <>
      {chats.length === 0 ? (
        <EmptyState dense icon={<ForumOutlinedIcon />} title={t('appBar.noChats')} />
      ) : (
        <List dense disablePadding data-testid="chats-popover-list">
          {chats.map((chat) => {
            const unreads = unreadsOf(chat, userId);
            return (
              <ListItemButton key={chat.id} onClick={() => go(`/chats/${chat.uuid}`)} data-testid="chats-popover-row">
                <ListItemText
                  primary={chat.title}
                  secondary={chat.lastMessage || t('internalChat.noPreview')}
                  slotProps={{
                    primary: { noWrap: true, sx: { fontWeight: unreads > 0 ? 700 : 500 } },
                    secondary: { noWrap: true },
                  }}
                />
                {unreads > 0 && <Badge badgeContent={unreads} color="secondary" max={99} sx={{ ml: 2, mr: 1 }} />}
              </ListItemButton>
            );
          })}
        </List>
      )}
      <Divider />
      <Button fullWidth onClick={() => go('/chats')} sx={{ borderRadius: 0, py: 1 }}>
        {t('internalChat.seeAll')}
      </Button>
    </>
  );
}
