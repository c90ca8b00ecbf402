import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import AddOutlinedIcon from '@mui/icons-material/AddOutlined';
import ForumOutlinedIcon from '@mui/icons-material/ForumOutlined';
import { useTranslation } from 'react-i18next';
import type { ChatView } from '@guiche/shared';
import { EmptyState } from '../../components/EmptyState';
import { LoadError } from '../../components/LoadError';
import { SearchField } from '../../components/SearchField';
import { useCurrentUser } from '../auth/sessionContext';
import { ChatListItem } from './ChatListItem';
import type { useChatsList } from './useChatsList';

interface ChatListProps {
  list: ReturnType<typeof useChatsList>;
  typed: string;
  onType(value: string): void;
  selectedId: number | null;
  onAdd(): void;
  onSelect(chat: ChatView): void;
  onEdit(chat: ChatView): void;
  onDelete(chat: ChatView): void;
}

/** The chats pane (spec 1 §2): search, a New button and the reader's chats, infinitely scrolled. */
export function ChatList({ list, typed, onType, selectedId, onAdd, onSelect, onEdit, onDelete }: ChatListProps) {
  const { t } = useTranslation();
  const { id: userId } = useCurrentUser();
  const {
    query,
    items: chats,
    scroll: { containerRef, onScroll },
  } = list;

  return (
    <Box
      sx={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0 }}
      data-testid="internal-chat-list"
    >
      <Stack direction="row" spacing={1} sx={{ p: 1.5, alignItems: 'center', borderBottom: 1, borderColor: 'divider' }}>
        <SearchField
          value={typed}
          onChange={onType}
          label={t('internalChat.search')}
          sx={{ flex: 1 }}
          testId="internal-chat-search"
        />
        <Button variant="contained" startIcon={<AddOutlinedIcon />} onClick={onAdd} data-testid="internal-chat-add">
          {t('internalChat.add')}
        </Button>
      </Stack>
      <Box ref={containerRef} onScroll={onScroll} sx={{ flex: 1, minHeight: 0, overflowY: 'auto' }}>
        {query.isPending ? (
          <Stack spacing={1} sx={{ p: 1.5 }} aria-busy="true" aria-label={t('common.loading')}>
            {[0, 1, 2, 3].map((row) => (
              <Skeleton key={row} variant="rounded" height={56} />
            ))}
          </Stack>
        ) : query.isError && !query.data ? (
          <LoadError message={t('common.listLoadFailed')} onRetry={() => void query.refetch()} />
        ) : chats.length === 0 ? (
          <EmptyState
            icon={<ForumOutlinedIcon />}
            title={t('internalChat.emptyTitle')}
            text={t('internalChat.emptyText')}
          />
        ) : (
          <List disablePadding>
            {chats.map((chat) => (
              <ChatListItem
                key={chat.id}
                chat={chat}
                userId={userId}
                selected={chat.id === selectedId}
                onSelect={onSelect}
                onEdit={onEdit}
                onDelete={onDelete}
              />
            ))}
          </List>
        )}
      </Box>
    </Box>
  );
}
