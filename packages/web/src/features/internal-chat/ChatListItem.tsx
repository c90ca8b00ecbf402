import { memo } from 'react';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import ListItemButton from '@mui/material/ListItemButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import DeleteOutlineOutlinedIcon from '@mui/icons-material/DeleteOutlineOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { useTranslation } from 'react-i18next';
import { unreadsOf, type ChatView } from '@guiche/shared';
import { rowTime } from '../tickets/ticketRowText';

interface ChatListItemProps {
  chat: ChatView;
  userId: number;
  selected: boolean;
  onSelect(chat: ChatView): void;
  onEdit(chat: ChatView): void;
  onDelete(chat: ChatView): void;
}

/** A chat in the list: title, unread badge, last-message preview and date; edit and delete for its owner. */
export const ChatListItem = memo(function ChatListItem({
  chat,
  userId,
  selected,
  onSelect,
  onEdit,
  onDelete,
}: ChatListItemProps) {
  const { t } = useTranslation();
  const unreads = unreadsOf(chat, userId);
  const owner = chat.ownerId === userId;
  return (
    <ListItemButton
      selected={selected}
      onClick={() => onSelect(chat)}
      sx={{ gap: 1, alignItems: 'flex-start', borderRadius: 0, borderBottom: 1, borderColor: 'divider' }}
      data-testid="internal-chat-row"
    >
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography variant="subtitle2" noWrap sx={{ flex: 1, fontWeight: unreads > 0 ? 700 : 500 }}>
            {chat.title}
          </Typography>
          <Typography variant="caption" sx={{ color: 'text.secondary', flexShrink: 0 }}>
            {chat.lastMessage ? rowTime(chat.updatedAt, new Date()) : ''}
          </Typography>
        </Stack>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 0.25 }}>
          <Typography variant="body2" noWrap sx={{ flex: 1, color: 'text.secondary' }}>
            {chat.lastMessage || t('internalChat.noPreview')}
          </Typography>
          {unreads > 0 && (
            <Badge
              badgeContent={unreads}
              color="secondary"
              max={99}
              sx={{ mr: 1 }}
              aria-label={t('internalChat.unread', { count: unreads })}
              data-testid="internal-chat-unread"
            >
              <span />
            </Badge>
          )}
        </Stack>
      </Box>
      {owner && (
        <Stack direction="row" sx={{ flexShrink: 0, mt: -0.5 }} onClick={(event) => event.stopPropagation()}>
          <Tooltip title={t('internalChat.edit')}>
            <IconButton
              size="small"
              aria-label={t('internalChat.edit')}
              onClick={() => onEdit(chat)}
              data-testid="internal-chat-edit"
            >
              <EditOutlinedIcon fontSize="small" />
            </IconButton>
          </Tooltip>
          <Tooltip title={t('internalChat.delete')}>
            <IconButton
              size="small"
              aria-label={t('internalChat.delete')}
              onClick={() => onDelete(chat)}
              data-testid="internal-chat-delete"
            >
              <DeleteOutlineOutlinedIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        </Stack>
      )}
    </ListItemButton>
  );
});
