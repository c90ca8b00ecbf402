import { memo } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import BlockOutlinedIcon from '@mui/icons-material/BlockOutlined';
import ErrorOutlineOutlinedIcon from '@mui/icons-material/ErrorOutlineOutlined';
import HelpOutlineOutlinedIcon from '@mui/icons-material/HelpOutlineOutlined';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import ShortcutOutlinedIcon from '@mui/icons-material/ShortcutOutlined';
import { useTranslation } from 'react-i18next';
import type { MessageView } from '@guiche/shared';
import { BubbleFooter } from '../../components/BubbleFooter';
import { BubbleReactions } from '../../components/BubbleReactions';
import { bubbleShape } from '../../components/bubbleShape';
import { AckMark } from './AckMark';
import { BotFlag } from './BotFlag';
import { chatColors } from './chatColors';
import { canDeleteMessage, canEditMessage, isTextMessage } from './editWindow';
import { bodyIsCaption, MessageMedia } from './media/MessageMedia';
import { MessageMenu } from './MessageMenu';
import { QuotedMessage } from './QuotedMessage';
import { summarizeReactions } from './messageTimeline';
import { WhatsappText } from './WhatsappText';

export interface MessageHandlers {
  onReply(message: MessageView): void;
  onEdit(message: MessageView): void;
  onDelete(message: MessageView): void;
  onForward(message: MessageView): void;
  onReact(message: MessageView, emoji: string): void;
  onToggleSelect(message: MessageView): void;
  /** Sends again a reply the channel could not confirm. */
  onResend(message: MessageView): void;
}

interface MessageBubbleProps {
  message: MessageView;
  /** Group chats name who wrote each of the contacts' messages. */
  showSender: boolean;
  contactName: string;
  userId: number;
  /** The ticket takes new messages (open or group): replies, edits and reactions are offered. */
  canWrite: boolean;
  selecting: boolean;
  selected: boolean;
  handlers: MessageHandlers;
}

/** What the body adds under or instead of the media. */
function textOf(message: MessageView): string {
  if (isTextMessage(message) || bodyIsCaption(message)) return message.body;
  if (message.mediaType === 'application' && message.body !== message.mediaName) return message.body;
  // A media whose file never arrived shows what the message said about it.
  return message.mediaUrl === null &&
    !['locationMessage', 'contactMessage', 'call_log'].includes(message.mediaType ?? '')
    ? message.body
    : '';
}

/**
 * One message of the ticket. The company's on the right with ack ticks, the contact's on the left; private notes in
 * amber with a lock; a failed send outlined in red with its reason; flags for bot replies, edited, forwarded and deleted.
 */
export const MessageBubble = memo(function MessageBubble({
  message,
  showSender,
  contactName,
  userId,
  canWrite,
  selecting,
  selected,
  handlers,
}: MessageBubbleProps) {
  const { t } = useTranslation();
  const colors = chatColors(useTheme());
  const own = message.fromMe;
  const reactions = summarizeReactions(message.reactions);
  const myReaction = message.reactions.find((reaction) => reaction.fromMe)?.emoji ?? null;
  const failed = message.failedReason !== null;
  // An interrupted send the channel cannot vouch for: shown as such, and offered to send again.
  const unconfirmed = message.unconfirmed === true && !failed;
  const live = !message.isDeleted;
  const text = live ? textOf(message) : '';
  const sender = showSender && !own ? (message.contact?.name ?? message.participant) : null;
  const background = message.isPrivate ? colors.privateNote : own ? colors.own : colors.other;

  return (
    <Box
      data-testid="chat-message"
      data-message-id={message.id}
      data-from-me={own}
      data-private={message.isPrivate}
      data-failed={failed}
      onClick={selecting ? () => handlers.onToggleSelect(message) : undefined}
      sx={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: own ? 'flex-end' : 'flex-start',
        mb: reactions.length > 0 ? 2.75 : 0.75,
        px: { xs: 1, sm: 3 },
        cursor: selecting ? 'pointer' : undefined,
        bgcolor: selected ? colors.selected : undefined,
      }}
    >
      {selecting && (
        <Checkbox
          size="small"
          checked={selected}
          tabIndex={-1}
          slotProps={{ input: { 'aria-label': t('chat.forward.select') } }}
          // The box stays at the left edge; only the own messages' bubbles go on to the right side.
          sx={{ mr: own ? 'auto' : 1, p: 0.5 }}
        />
      )}
      <Box
        sx={[
          bubbleShape(own, 'message-menu', colors.meta),
          {
            maxWidth: { xs: '85%', md: '70%' },
            minWidth: 110,
            bgcolor: background,
            border: failed ? 1 : message.isPrivate ? 1 : 0,
            borderColor: failed ? 'error.main' : colors.privateBorder,
            borderStyle: message.isPrivate && !failed ? 'dashed' : 'solid',
          },
        ]}
      >
        {!selecting && live && (
          <MessageMenu
            onReply={canWrite && !message.isPrivate ? () => handlers.onReply(message) : undefined}
            onEdit={
              canWrite && canEditMessage(message, userId, Date.now()) ? () => handlers.onEdit(message) : undefined
            }
            onDelete={canDeleteMessage(message) ? () => handlers.onDelete(message) : undefined}
            onForward={!message.isPrivate ? () => handlers.onForward(message) : undefined}
            onReact={canWrite && !message.isPrivate ? (emoji) => handlers.onReact(message, emoji) : undefined}
            myReaction={myReaction}
          />
        )}
        {message.isPrivate && (
          <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', color: 'secondary.dark', mb: 0.25 }}>
            <LockOutlinedIcon sx={{ fontSize: 14 }} />
            <Typography variant="caption" sx={{ fontWeight: 700 }}>
              {t('chat.flags.private')}
            </Typography>
          </Stack>
        )}
        {own && message.isBot && <BotFlag color={colors.meta} />}
        {message.isForwarded && live && (
          <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', color: colors.meta, mb: 0.25 }}>
            <ShortcutOutlinedIcon sx={{ fontSize: 14 }} />
            <Typography variant="caption" sx={{ fontStyle: 'italic' }}>
              {t('chat.flags.forwarded')}
            </Typography>
          </Stack>
        )}
        {sender && (
          <Typography
            variant="caption"
            component="p"
            sx={{ fontWeight: 700, color: 'primary.main' }}
            data-testid="message-sender"
          >
            {sender}
          </Typography>
        )}
        {message.quotedMsg && live && <QuotedMessage quoted={message.quotedMsg} contactName={contactName} />}
        {message.isDeleted ? (
          <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center', fontStyle: 'italic', color: colors.meta }}>
            <BlockOutlinedIcon sx={{ fontSize: 16 }} />
            <Typography variant="body2">{message.body && !own ? message.body : t('chat.flags.deleted')}</Typography>
          </Stack>
        ) : (
          <Stack spacing={0.75}>
            <MessageMedia message={message} />
            {text && <WhatsappText text={text} />}
          </Stack>
        )}
        <BubbleFooter
          createdAt={message.createdAt}
          metaColor={colors.meta}
          flags={
            <>
              {failed && (
                <Tooltip
                  title={
                    message.failedReason
                      ? t('chat.failedWithReason', { reason: message.failedReason })
                      : t('chat.failed')
                  }
                >
                  <Stack
                    direction="row"
                    spacing={0.25}
                    sx={{ alignItems: 'center', color: 'error.main' }}
                    data-testid="message-failed"
                  >
                    <ErrorOutlineOutlinedIcon sx={{ fontSize: 14 }} />
                    <Typography variant="caption" sx={{ fontSize: 11, fontWeight: 600 }}>
                      {t('chat.failed')}
                    </Typography>
                  </Stack>
                </Tooltip>
              )}
              {unconfirmed && (
                <Stack
                  direction="row"
                  spacing={0.5}
                  sx={{ alignItems: 'center', color: 'warning.main' }}
                  data-testid="message-unconfirmed"
                >
                  <Tooltip title={t('chat.unconfirmedHint')}>
                    <Stack direction="row" spacing={0.25} sx={{ alignItems: 'center' }}>
                      <HelpOutlineOutlinedIcon sx={{ fontSize: 14 }} aria-label={t('chat.unconfirmedHint')} />
                      <Typography variant="caption" sx={{ fontSize: 11, fontWeight: 600 }}>
                        {t('chat.unconfirmed')}
                      </Typography>
                    </Stack>
                  </Tooltip>
                  {canWrite && (
                    <Button
                      size="small"
                      color="warning"
                      data-testid="message-resend"
                      onClick={(event) => {
                        event.stopPropagation();
                        handlers.onResend(message);
                      }}
                      sx={{ minWidth: 0, py: 0, px: 0.5, fontSize: 11, lineHeight: 1.6 }}
                    >
                      {t('chat.resend')}
                    </Button>
                  )}
                </Stack>
              )}
              {message.isEdited && live && (
                <Typography variant="caption" sx={{ color: colors.meta, fontSize: 11, fontStyle: 'italic' }}>
                  {t('chat.flags.edited')}
                </Typography>
              )}
            </>
          }
          ticks={own && !message.isPrivate && !failed && !unconfirmed && <AckMark ack={message.ack} />}
        />
        {reactions.length > 0 && (
          <BubbleReactions
            own={own}
            label={t('chat.reactions', { emojis: reactions.map((reaction) => reaction.emoji).join(' ') })}
            background={colors.other}
            bottom={-20}
          >
            {reactions.map((reaction) => (
              <span key={reaction.emoji}>
                {reaction.emoji}
                {reaction.count > 1 && (
                  <Box component="span" sx={{ fontSize: 11, ml: 0.25, color: colors.meta }}>
                    {reaction.count}
                  </Box>
                )}
              </span>
            ))}
          </BubbleReactions>
        )}
      </Box>
    </Box>
  );
});
