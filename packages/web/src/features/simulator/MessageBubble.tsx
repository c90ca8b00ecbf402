import { memo } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { formatTimeOfDay } from '../../lib/dates';
import { AckTicks } from './AckTicks';
import type { Reaction } from './chatTimeline';
import { MessageActions } from './MessageActions';
import { MessageContent } from './MessageContent';
import { MessagePreviewText } from './MessagePreviewText';
import { phoneColors } from './phoneColors';
import type { SimulatorMessage } from './simulatorApi';

interface MessageBubbleProps {
  message: SimulatorMessage;
  quoted: SimulatorMessage | null;
  reactions: readonly Reaction[];
  onReply(message: SimulatorMessage): void;
  onReact(message: SimulatorMessage, emoji: string): void;
}

/**
 * One message on the phone. The page plays the contact, so the contact's messages ('in') are its own: right-aligned,
 * green, with ticks saying how far the company read them. The company's replies sit on the left.
 */
export const MessageBubble = memo(function MessageBubble({ message, quoted, reactions, onReply, onReact }: MessageBubbleProps) {
  const { t } = useTranslation();
  const colors = phoneColors(useTheme());
  const own = message.direction === 'in';
  return (
    <Box
      data-testid="phone-message"
      data-direction={message.direction}
      sx={{ display: 'flex', justifyContent: own ? 'flex-end' : 'flex-start', mb: reactions.length > 0 ? 2.5 : 0.75, px: { xs: 1.5, sm: 4 } }}
    >
      <Box
        sx={{
          position: 'relative',
          maxWidth: { xs: '85%', sm: '70%' },
          minWidth: 96,
          px: 1.25,
          pt: 0.75,
          pb: 0.5,
          pr: 3.5,
          borderRadius: 2,
          borderTopRightRadius: own ? 4 : 16,
          borderTopLeftRadius: own ? 16 : 4,
          bgcolor: own ? colors.own : colors.other,
          color: colors.text,
          boxShadow: '0 1px 0.5px rgba(11, 20, 26, 0.13)',
          '& .message-actions': { opacity: 0, color: colors.meta, transition: 'opacity 120ms' },
          '&:hover .message-actions, & .message-actions:focus-visible, & .message-actions[aria-expanded="true"]': { opacity: 1 },
          '@media (hover: none)': { '& .message-actions': { opacity: 1 } },
        }}
      >
        <MessageActions canReact={!own && !message.isDeleted} onReply={() => onReply(message)} onReact={(emoji) => onReact(message, emoji)} />
        {quoted && (
          <Box sx={{ mb: 0.75, px: 1, py: 0.5, borderRadius: 1, bgcolor: colors.quote, borderLeft: 4, borderLeftColor: quoted.direction === 'in' ? 'success.main' : 'primary.main' }}>
            <Typography variant="caption" sx={{ fontWeight: 700, display: 'block' }}>
              {quoted.direction === 'in' ? t('simulator.you') : t('simulator.company')}
            </Typography>
            <Typography variant="caption" sx={{ display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}>
              <MessagePreviewText kind={quoted.kind} body={quoted.body} isDeleted={quoted.isDeleted} />
            </Typography>
          </Box>
        )}
        <MessageContent message={message} />
        <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end', alignItems: 'center', mr: -2.75, mt: 0.25 }}>
          <Typography variant="caption" sx={{ color: colors.meta, fontSize: 11 }}>
            {formatTimeOfDay(message.createdAt)}
          </Typography>
          {own && <AckTicks ack={message.ack} />}
        </Stack>
        {reactions.length > 0 && (
          <Box
            aria-label={t('simulator.reactions', { emojis: reactions.map((reaction) => reaction.emoji).join(' ') })}
            data-testid="message-reactions"
            sx={{
              position: 'absolute',
              bottom: -18,
              [own ? 'right' : 'left']: 8,
              px: 0.75,
              borderRadius: 3,
              bgcolor: colors.other,
              border: 1,
              borderColor: 'divider',
              fontSize: 14,
              lineHeight: '22px',
            }}
          >
            {reactions.map((reaction) => reaction.emoji).join('')}
          </Box>
        )}
      </Box>
    </Box>
  );
});
