import { useCallback, useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import useMediaQuery from '@mui/material/useMediaQuery';
import ForumOutlinedIcon from '@mui/icons-material/ForumOutlined';
import { useTheme } from '@mui/material/styles';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { toast } from 'react-toastify';
import { useTranslation } from 'react-i18next';
import type { ChatView } from '@guiche/shared';
import { handleApiError } from '../../api/errorHandler';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { EmptyState } from '../../components/EmptyState';
import { useDebouncedValue } from '../../components/useDebouncedValue';
import { SEARCH_DEBOUNCE_MS, searchTerm } from '../../lib/search';
import { ChatConversation } from './ChatConversation';
import { ChatDialog, type ChatDialogTarget } from './ChatDialog';
import { ChatList } from './ChatList';
import { deleteChat, fetchChat, internalChatKeys } from './internalChatApi';
import { chatList, type ChatPages } from './internalChatCache';
import { useChatsList } from './useChatsList';
import { useInternalChatLive } from './useInternalChatLive';

type PhoneTab = 'chats' | 'messages';

/**
 * /chats and /chats/{uuid} (spec 1 §2 "Internal chat screen"): the reader's chats beside the open one on a desktop,
 * two tabs (Chats, Mensagens) on a phone. Owners edit and delete their chats; everything stays live by socket.
 */
export default function ChatsPage() {
  const { t } = useTranslation();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('md'));
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { id: openRef } = useParams();
  const [tab, setTab] = useState<PhoneTab>(openRef ? 'messages' : 'chats');
  const [typed, setTyped] = useState('');
  const search = useDebouncedValue(searchTerm(typed), SEARCH_DEBOUNCE_MS);
  const list = useChatsList(search);
  const [dialog, setDialog] = useState<ChatDialogTarget | null>(null);
  const [toDelete, setToDelete] = useState<ChatView | null>(null);

  const open = useQuery({
    queryKey: internalChatKeys.chat(openRef ?? ''),
    queryFn: () => fetchChat(openRef ?? ''),
    enabled: openRef !== undefined,
  });
  const openChat = openRef ? open.data : undefined;
  const openChatId = openChat?.id ?? null;

  const leave = useCallback(() => {
    setTab('chats');
    void navigate('/chats', { replace: true });
  }, [navigate]);
  useInternalChatLive(
    openChatId,
    useCallback(() => {
      toast.info(t('internalChat.gone'), { toastId: 'internal-chat-gone' });
      leave();
    }, [leave, t]),
  );

  const removal = useMutation({
    mutationFn: (chat: ChatView) => deleteChat(chat.id),
    onSuccess: (_nothing, chat) => {
      queryClient.setQueriesData<ChatPages>(
        { queryKey: internalChatKeys.lists },
        (pages) => pages && chatList.remove(pages, chat.id),
      );
      toast.success(t('internalChat.deleted'));
      if (chat.id === openChatId) leave();
    },
    onError: handleApiError,
    onSettled: () => setToDelete(null),
  });

  const handlers = useMemo(
    () => ({
      onSelect: (chat: ChatView) => {
        setTab('messages');
        void navigate(`/chats/${chat.uuid}`);
      },
      onEdit: (chat: ChatView) => setDialog({ chat }),
      onDelete: setToDelete,
    }),
    [navigate],
  );

  const conversation = openChat ? (
    <ChatConversation key={openChat.id} chat={openChat} onBack={phone ? () => setTab('chats') : undefined} />
  ) : openRef && open.isPending ? (
    <Skeleton variant="rectangular" height="100%" aria-label={t('common.loading')} />
  ) : (
    <EmptyState
      icon={<ForumOutlinedIcon />}
      title={open.isError ? t('internalChat.gone') : t('internalChat.pickTitle')}
      text={t('internalChat.pickText')}
    />
  );

  return (
    <Paper
      variant="outlined"
      data-testid="internal-chat-page"
      sx={{
        display: 'flex',
        flexDirection: 'column',
        // The screen under the app bar, less the shell's spacing above and below the page.
        height: { xs: 'calc(100dvh - 104px)', sm: 'calc(100dvh - 112px)', md: 'calc(100dvh - 120px)' },
        minHeight: 420,
        overflow: 'hidden',
        borderRadius: 3,
      }}
    >
      {phone && (
        <Tabs
          value={tab}
          onChange={(_event, value: PhoneTab) => setTab(value)}
          variant="fullWidth"
          sx={{ borderBottom: 1, borderColor: 'divider' }}
        >
          <Tab value="chats" label={t('internalChat.tabs.chats')} data-testid="internal-chat-tab-chats" />
          <Tab value="messages" label={t('internalChat.tabs.messages')} data-testid="internal-chat-tab-messages" />
        </Tabs>
      )}
      <Box
        sx={{
          flex: 1,
          minHeight: 0,
          display: 'grid',
          gridTemplateColumns: phone ? '1fr' : 'minmax(300px, 380px) minmax(0, 1fr)',
        }}
      >
        <Box
          sx={{
            display: phone && tab !== 'chats' ? 'none' : 'block',
            minHeight: 0,
            borderRight: phone ? 0 : 1,
            borderColor: 'divider',
          }}
        >
          <ChatList
            list={list}
            typed={typed}
            onType={setTyped}
            selectedId={openChatId}
            onAdd={() => setDialog({ chat: null })}
            {...handlers}
          />
        </Box>
        <Box sx={{ display: phone && tab !== 'messages' ? 'none' : 'block', minHeight: 0, minWidth: 0 }}>
          {conversation}
        </Box>
      </Box>
      <ChatDialog target={dialog} onClose={() => setDialog(null)} onSaved={(chat) => handlers.onSelect(chat)} />
      <ConfirmDialog
        open={toDelete !== null}
        title={t('internalChat.deleteTitle')}
        text={t('internalChat.deleteText')}
        confirmLabel={t('common.delete')}
        tone="error"
        busy={removal.isPending}
        onConfirm={() => toDelete && removal.mutate(toDelete)}
        onClose={() => setToDelete(null)}
      />
    </Paper>
  );
}
