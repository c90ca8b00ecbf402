import { memo } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { BubbleFooter } from '../../components/BubbleFooter';
import { BubbleReactions } from '../../components/BubbleReactions';
import { bubbleShape } from '../../components/bubbleShape';
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
export const MessageBubble = memo(function MessageBubble({
  message,
  quoted,
  reactions,
  onReply,
  onReact,
}: MessageBubbleProps) {
  const { t } = useTranslation();
  const colors = phoneColors(useTheme());
  const own = message.direction === 'in';
  return (
    <Box
      data-testid="phone-message"
      data-direction={message.direction}
      sx={{
        display: 'flex',
        justifyContent: own ? 'flex-end' : 'flex-start',
        mb: reactions.length > 0 ? 2.5 : 0.75,
        px: { xs: 1.5, sm: 4 },
      }}
    >
      <Box
        sx={[
          bubbleShape(own, 'message-actions', colors.meta),
          {
            maxWidth: { xs: '85%', sm: '70%' },
            minWidth: 96,
            bgcolor: own ? colors.own : colors.other,
            color: colors.text,
          },
        ]}
      >
        <MessageActions
          canReact={!own && !message.isDeleted}
          onReply={() => onReply(message)}
          onReact={(emoji) => onReact(message, emoji)}
        />
        {quoted && (
          <Box
            sx={{
              mb: 0.75,
              px: 1,
              py: 0.5,
              borderRadius: 1,
              bgcolor: colors.quote,
              borderLeft: 4,
              borderLeftColor: quoted.direction === 'in' ? 'success.main' : 'primary.main',
            }}
          >
            <Typography variant="caption" sx={{ fontWeight: 700, display: 'block' }}>
              {quoted.direction === 'in' ? t('simulator.you') : t('simulator.company')}
            </Typography>
            <Typography
              variant="caption"
              sx={{ display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
            >
              <MessagePreviewText kind={quoted.kind} body={quoted.body} isDeleted={quoted.isDeleted} />
            </Typography>
          </Box>
        )}
        <MessageContent message={message} />
        <BubbleFooter
          createdAt={message.createdAt}
          metaColor={colors.meta}
          ticks={own && <AckTicks ack={message.ack} />}
        />
        {reactions.length > 0 && (
          <BubbleReactions
            own={own}
            label={t('simulator.reactions', { emojis: reactions.map((reaction) => reaction.emoji).join(' ') })}
            background={colors.other}
            bottom={-18}
          >
            {reactions.map((reaction) => reaction.emoji).join('')}
          </BubbleReactions>
        )}
      </Box>
    </Box>
  );
});
