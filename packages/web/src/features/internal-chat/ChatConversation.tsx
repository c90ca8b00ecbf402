import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import ArrowBackOutlinedIcon from '@mui/icons-material/ArrowBackOutlined';
import ForumOutlinedIcon from '@mui/icons-material/ForumOutlined';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { CHAT_LOAD_OLDER_PX, CHAT_SCROLL_DELAY_MS, type ChatView } from '@guiche/shared';
import { EmptyState } from '../../components/EmptyState';
import { LoadError } from '../../components/LoadError';
import { useCurrentUser } from '../auth/sessionContext';
import { chatColors } from '../chat/chatColors';
import { isNearBottom, isNearTop, keptScrollTop } from '../chat/scrollAnchor';
import { ChatComposer } from './ChatComposer';
import { ChatMessageBubble } from './ChatMessageBubble';
import { useChatMessages } from './useChatMessages';
import { useMarkChatRead } from './useMarkChatRead';

interface ChatConversationProps {
  chat: ChatView;
  /** On phones, where the conversation is alone on the screen: back to the chats. */
  onBack?: (() => void) | undefined;
}

/**
 * The open chat (spec 1 §2 "Mensagens"): its messages, older ones loading as the list is scrolled to under 600 px
 * from its top, the view at the bottom 300 ms after the chat opens and whenever a new message arrives to a reader
 * already there; the composer below. The reader's unread count is cleared while the chat is open.
 */
export function ChatConversation({ chat, onBack }: ChatConversationProps) {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const colors = chatColors(useTheme());
  const { query, messages } = useChatMessages(chat.id);
  useMarkChatRead(chat);
  const box = useRef<HTMLDivElement>(null);
  const beforeOlder = useRef<{ scrollTop: number; scrollHeight: number } | null>(null);
  const stickToBottom = useRef(true);

  const scrollToBottom = useCallback(() => {
    const element = box.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, []);

  // Spec 1 §2: 300 ms after a chat is chosen, once its messages have had time to lay out.
  useEffect(() => {
    stickToBottom.current = true;
    const timer = setTimeout(scrollToBottom, CHAT_SCROLL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [chat.id, scrollToBottom]);

  const firstId = messages[0]?.id;
  const lastId = messages.at(-1)?.id;
  // Older messages added above: the reader keeps seeing the same message.
  useLayoutEffect(() => {
    const element = box.current;
    const before = beforeOlder.current;
    if (!element || !before) return;
    beforeOlder.current = null;
    element.scrollTop = keptScrollTop(before, element.scrollHeight);
  }, [firstId]);
  // A new message follows a reader who was at the bottom.
  useLayoutEffect(() => {
    if (stickToBottom.current) scrollToBottom();
  }, [lastId, scrollToBottom]);

  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const onScroll = () => {
    const element = box.current;
    if (!element) return;
    stickToBottom.current = isNearBottom(element);
    if (hasNextPage && !isFetchingNextPage && isNearTop(element.scrollTop, CHAT_LOAD_OLDER_PX)) {
      beforeOlder.current = { scrollTop: element.scrollTop, scrollHeight: element.scrollHeight };
      void fetchNextPage();
    }
  };

  return (
    <Box
      sx={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0 }}
      data-testid="internal-chat-conversation"
    >
      <Stack
        direction="row"
        spacing={1}
        sx={{
          alignItems: 'center',
          px: 1.5,
          py: 1,
          minHeight: 56,
          borderBottom: 1,
          borderColor: 'divider',
          bgcolor: 'background.paper',
        }}
      >
        {onBack && (
          <Tooltip title={t('internalChat.back')}>
            <IconButton aria-label={t('internalChat.back')} onClick={onBack}>
              <ArrowBackOutlinedIcon />
            </IconButton>
          </Tooltip>
        )}
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="subtitle1" noWrap sx={{ fontWeight: 600 }} data-testid="internal-chat-title">
            {chat.title}
          </Typography>
          <Typography variant="caption" noWrap component="p" sx={{ color: 'text.secondary' }}>
            {chat.users.map((member) => member.user.name).join(', ')}
          </Typography>
        </Box>
      </Stack>
      <Box
        ref={box}
        onScroll={onScroll}
        sx={{ flex: 1, minHeight: 0, overflowY: 'auto', bgcolor: colors.wallpaper, py: 1 }}
        data-testid="internal-chat-messages"
      >
        {isFetchingNextPage && (
          <Box sx={{ display: 'grid', placeItems: 'center', py: 1 }} aria-label={t('internalChat.loadOlder')}>
            <CircularProgress size={20} />
          </Box>
        )}
        {query.isPending ? (
          <Stack spacing={1.5} sx={{ p: 2 }} aria-busy="true" aria-label={t('common.loading')}>
            {[40, 60, 35, 55].map((width, index) => (
              <Skeleton
                key={width}
                variant="rounded"
                height={44}
                width={`${width}%`}
                sx={{ alignSelf: index % 2 ? 'flex-end' : 'flex-start' }}
              />
            ))}
          </Stack>
        ) : query.isError && !query.data ? (
          <LoadError onRetry={() => void query.refetch()} />
        ) : messages.length === 0 ? (
          <EmptyState icon={<ForumOutlinedIcon />} title={t('internalChat.noMessages')} />
        ) : (
          messages.map((message) => (
            <ChatMessageBubble key={message.id} message={message} own={message.senderId === me.id} />
          ))
        )}
      </Box>
      <ChatComposer
        chatId={chat.id}
        onSent={() => {
          stickToBottom.current = true;
        }}
      />
    </Box>
  );
}
