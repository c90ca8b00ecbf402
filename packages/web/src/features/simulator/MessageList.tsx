import { useEffect, useMemo, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { buildTimeline, dayLabelOf, type DayLabel } from './chatTimeline';
import { MessageBubble } from './MessageBubble';
import { phoneColors } from './phoneColors';
import type { SimulatorMessage } from './simulatorApi';

interface MessageListProps {
  messages: readonly SimulatorMessage[] | undefined;
  onReply(message: SimulatorMessage): void;
  onReact(message: SimulatorMessage, emoji: string): void;
}

function DaySeparator({ label }: { label: DayLabel }) {
  const { t } = useTranslation();
  const text = label.kind === 'date' ? label.date : t(`simulator.${label.kind}`);
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', my: 1.5 }}>
      <Chip size="small" label={text} sx={{ bgcolor: 'background.paper', boxShadow: 1, fontWeight: 500 }} />
    </Box>
  );
}

/** The conversation on the phone's wallpaper, day by day, kept scrolled to the newest message. */
export function MessageList({ messages, onReply, onReact }: MessageListProps) {
  const colors = phoneColors(useTheme());
  const box = useRef<HTMLDivElement>(null);
  const timeline = useMemo(() => buildTimeline(messages ?? []), [messages]);
  // Day labels count from when the chat was opened; a chat left open past midnight still reads right enough.
  const [now] = useState(() => new Date());

  useEffect(() => {
    box.current?.scrollTo({ top: box.current.scrollHeight });
  }, [timeline]);

  return (
    <Box
      ref={box}
      data-testid="phone-messages"
      sx={{ flex: 1, minHeight: 0, overflowY: 'auto', bgcolor: colors.wallpaper, py: 1.5 }}
    >
      {messages === undefined ? (
        <Box sx={{ display: 'grid', placeItems: 'center', height: '100%' }}>
          <CircularProgress size={28} />
        </Box>
      ) : (
        timeline.map((item) =>
          item.type === 'day' ? (
            <DaySeparator key={item.key} label={dayLabelOf(item.day, now)} />
          ) : (
            <MessageBubble
              key={item.key}
              message={item.message}
              quoted={item.quoted}
              reactions={item.reactions}
              onReply={onReply}
              onReact={onReact}
            />
          ),
        )
      )}
    </Box>
  );
}
