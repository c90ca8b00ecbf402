import { useCallback, useMemo, useState } from 'react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import useMediaQuery from '@mui/material/useMediaQuery';
import ArrowBackOutlinedIcon from '@mui/icons-material/ArrowBackOutlined';
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
import { ListDetailPanes } from '../shell/ListDetailPanes';
import { useBackToList } from '../shell/useBackToList';
import { workspaceFrameSx } from '../shell/workspaceFrame';
import { ChatConversation } from './ChatConversation';
import { ChatDialog, type ChatDialogTarget } from './ChatDialog';
import { ChatList } from './ChatList';
import { deleteChat, fetchChat, internalChatKeys } from './internalChatApi';
import { chatList, type ChatPages } from './internalChatCache';
import { useChatsList } from './useChatsList';
import { useInternalChatLive } from './useInternalChatLive';

/**
 * /chats and /chats/{uuid} (spec 1 §2 "Internal chat screen"): the reader's chats beside the open one on a desktop;
 * on a phone one at a time as the address says, the chats at /chats and the conversation alone at /chats/{uuid},
 * whose back button (or the browser's) returns to the chats. Owners edit and delete their chats; everything stays
 * live by socket.
 */
export default function ChatsPage() {
  const { t } = useTranslation();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('md'));
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { id: openRef } = useParams();
  const back = useBackToList('/chats', openRef === undefined);
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

  const leave = useCallback(() => void navigate('/chats', { replace: true }), [navigate]);
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
      onSelect: (chat: ChatView) => void navigate(`/chats/${chat.uuid}`),
      onEdit: (chat: ChatView) => setDialog({ chat }),
      onDelete: setToDelete,
    }),
    [navigate],
  );

  const conversation = openChat ? (
    <ChatConversation key={openChat.id} chat={openChat} onBack={phone ? back : undefined} />
  ) : openRef && open.isPending ? (
    <Skeleton variant="rectangular" height="100%" aria-label={t('common.loading')} />
  ) : (
    <EmptyState
      icon={<ForumOutlinedIcon />}
      title={open.isError ? t('internalChat.gone') : t('internalChat.pickTitle')}
      text={t('internalChat.pickText')}
      action={
        // Alone on a phone's screen, the pane says how to get back to the chats.
        phone && (
          <Button startIcon={<ArrowBackOutlinedIcon />} onClick={back}>
            {t('internalChat.back')}
          </Button>
        )
      }
    />
  );

  return (
    <Paper variant="outlined" data-testid="internal-chat-page" sx={workspaceFrameSx}>
      <ListDetailPanes
        listColumn="minmax(300px, 380px)"
        single={phone}
        detailShown={openRef !== undefined}
        list={
          <ChatList
            list={list}
            typed={typed}
            onType={setTyped}
            selectedId={openChatId}
            onAdd={() => setDialog({ chat: null })}
            {...handlers}
          />
        }
        detail={phone && openRef === undefined ? null : conversation}
      />
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
