import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha, useTheme } from '@mui/material/styles';
import WavingHandOutlinedIcon from '@mui/icons-material/WavingHandOutlined';
import { useTranslation } from 'react-i18next';
import type { MessageView } from '@guiche/shared';
import { EmptyState } from '../../components/EmptyState';
import { chatColors } from './chatColors';
import { MessageBubble, type MessageHandlers } from './MessageBubble';
import { buildTimeline, type DayLabel } from './messageTimeline';
import { isNearBottom, isNearTop, keptScrollTop, LOAD_OLDER_DELAY_MS } from './scrollAnchor';

interface MessageListProps {
  messages: readonly MessageView[] | undefined;
  hasOlder: boolean;
  loadingOlder: boolean;
  loadOlder(): void;
  isGroup: boolean;
  contactName: string;
  userId: number;
  canWrite: boolean;
  selection: ReadonlySet<number> | null;
  handlers: MessageHandlers;
  /** A message to bring into view and flash once it is on the list (a search hit); `seq` asks again for the same. */
  focus?: { id: number; seq: number } | null;
}

/** How long a message the chat jumped to stays marked. */
const FLASH_MS = 2000;

function DaySeparator({ label }: { label: DayLabel }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', my: 1.5 }} data-testid="day-separator">
      <Chip
        size="small"
        label={label.kind === 'today' ? t('chat.today') : label.date}
        sx={{ bgcolor: 'background.paper', boxShadow: 1, fontWeight: 600 }}
      />
    </Box>
  );
}

function MessagesSkeleton() {
  return (
    <Stack spacing={1.5} sx={{ px: 3, py: 2 }} data-testid="messages-skeleton">
      {[220, 160, 280, 120, 240].map((width, index) => (
        <Box key={index} sx={{ display: 'flex', justifyContent: index % 2 ? 'flex-end' : 'flex-start' }}>
          <Skeleton variant="rounded" width={width} height={index % 3 === 2 ? 64 : 40} />
        </Box>
      ))}
    </Stack>
  );
}

/**
 * The conversation, day by day. Opens at the newest message and follows new ones while the reader is at the
 * bottom; scrolling within 50 px of the top loads the older page after 500 ms (spec 1 §9) without moving what the
 * reader sees.
 */
export function MessageList({
  messages,
  hasOlder,
  loadingOlder,
  loadOlder,
  isGroup,
  contactName,
  userId,
  canWrite,
  selection,
  handlers,
  focus = null,
}: MessageListProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const colors = chatColors(theme);
  const box = useRef<HTMLDivElement>(null);
  const content = useRef<HTMLDivElement>(null);
  // Day labels count from when the chat was opened; a chat left open past midnight still reads right enough.
  const [now] = useState(() => new Date());
  const timeline = useMemo(() => buildTimeline(messages ?? [], now), [messages, now]);
  const edges = useRef<{ first: number | undefined; last: number | undefined; height: number }>({
    first: undefined,
    last: undefined,
    height: 0,
  });
  const atBottom = useRef(true);
  const olderTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useLayoutEffect(() => {
    const element = box.current;
    if (!element || !messages) return;
    const first = messages[0]?.id;
    const last = messages[messages.length - 1]?.id;
    const previous = edges.current;
    if (previous.last === undefined) {
      element.scrollTop = element.scrollHeight;
    } else if (first !== previous.first && last === previous.last) {
      element.scrollTop = keptScrollTop(
        { scrollTop: element.scrollTop, scrollHeight: previous.height },
        element.scrollHeight,
      );
    } else if (last !== previous.last && (atBottom.current || messages[messages.length - 1]?.fromMe)) {
      element.scrollTop = element.scrollHeight;
    }
    edges.current = { first, last, height: element.scrollHeight };
  }, [messages]);

  // Pictures and players take their height when they load: stay at the bottom if that is where the reader was.
  useEffect(() => {
    const element = box.current;
    const inner = content.current;
    if (!element || !inner) return;
    const observer = new ResizeObserver(() => {
      if (atBottom.current) element.scrollTop = element.scrollHeight;
      edges.current.height = element.scrollHeight;
    });
    observer.observe(inner);
    return () => observer.disconnect();
  }, []);

  useEffect(
    () => () => {
      if (olderTimer.current) clearTimeout(olderTimer.current);
    },
    [],
  );

  // After the layout effect above kept the reader's place, so the jump is the last word on where the list is.
  const focused = useRef<number | null>(null);
  useEffect(() => {
    if (!focus || focused.current === focus.seq) return;
    const element = box.current;
    const target = element?.querySelector<HTMLElement>(`[data-message-id="${focus.id}"]`);
    if (!element || !target) return;
    focused.current = focus.seq;
    atBottom.current = false;
    // Centred in the list by hand: scrollIntoView would scroll the page around the chat as well.
    const list = element.getBoundingClientRect();
    const row = target.getBoundingClientRect();
    element.scrollTop += row.top - list.top - (list.height - row.height) / 2;
    // The row is tinted and fades back: the Web Animations API leaves its own styles as they were afterwards
    // (jsdom has no such API, and then there is no flash).
    target.animate?.(
      [{ backgroundColor: alpha(theme.palette.primary.main, 0.28) }, { backgroundColor: 'transparent' }],
      { duration: FLASH_MS, easing: 'ease-in' },
    );
  }, [focus, messages, theme]);

  const onScroll = () => {
    const element = box.current;
    if (!element) return;
    atBottom.current = isNearBottom(element);
    edges.current.height = element.scrollHeight;
    if (!isNearTop(element.scrollTop) || !hasOlder || loadingOlder || olderTimer.current) return;
    olderTimer.current = setTimeout(() => {
      olderTimer.current = null;
      if (box.current && isNearTop(box.current.scrollTop)) loadOlder();
    }, LOAD_OLDER_DELAY_MS);
  };

  return (
    <Box sx={{ flex: 1, minHeight: 0, position: 'relative', display: 'flex', flexDirection: 'column' }}>
      {loadingOlder && (
        // Over the list, not in it: what the reader sees must not move while the older page loads.
        <Stack
          direction="row"
          spacing={1}
          sx={{
            position: 'absolute',
            top: 8,
            left: '50%',
            transform: 'translateX(-50%)',
            zIndex: 1,
            alignItems: 'center',
            px: 1.5,
            py: 0.5,
            borderRadius: 4,
            bgcolor: 'background.paper',
            boxShadow: 2,
          }}
        >
          <CircularProgress size={16} />
          <Typography variant="caption">{t('chat.loadingOlder')}</Typography>
        </Stack>
      )}
      <Box
        ref={box}
        onScroll={onScroll}
        data-testid="chat-messages"
        sx={{ flex: 1, minHeight: 0, overflowY: 'auto', bgcolor: colors.wallpaper, py: 1.5 }}
      >
        <div ref={content}>
          {messages === undefined ? (
            <MessagesSkeleton />
          ) : messages.length === 0 ? (
            <EmptyState
              icon={<WavingHandOutlinedIcon />}
              title={t('chat.emptyTitle', { name: contactName })}
              text={t('chat.emptyText')}
            />
          ) : (
            timeline.map((item) =>
              item.type === 'day' ? (
                <DaySeparator key={item.key} label={item.label} />
              ) : (
                <MessageBubble
                  key={item.key}
                  message={item.message}
                  showSender={isGroup}
                  contactName={contactName}
                  userId={userId}
                  canWrite={canWrite}
                  selecting={selection !== null}
                  selected={selection?.has(item.message.id) ?? false}
                  handlers={handlers}
                />
              ),
            )
          )}
        </div>
      </Box>
    </Box>
  );
}
