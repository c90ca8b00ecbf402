import { useRef, useState, type ClipboardEvent, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import { useTheme } from '@mui/material/styles';
import AttachFileOutlinedIcon from '@mui/icons-material/AttachFileOutlined';
import CloseOutlinedIcon from '@mui/icons-material/CloseOutlined';
import DrawOutlinedIcon from '@mui/icons-material/DrawOutlined';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import MicNoneOutlinedIcon from '@mui/icons-material/MicNoneOutlined';
import PersonAddAltOutlinedIcon from '@mui/icons-material/PersonAddAltOutlined';
import SendRoundedIcon from '@mui/icons-material/SendRounded';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { MessageView, QuickMessageView, TicketView } from '@guiche/shared';
import { handleApiError } from '../../../api/errorHandler';
import { chatColors } from '../chatColors';
import { sendContactCard, sendMedia, sendText, sentMessages } from '../chatApi';
import { QuotedMessage } from '../QuotedMessage';
import { quickReplyQuery } from '../quickReplies';
import { quickReplyFile } from './quickReplyFile';
import { AttachmentDialog } from './AttachmentDialog';
import { ContactCardDialog } from './ContactCardDialog';
import { EmojiPicker } from './EmojiPicker';
import { QuickReplyMenu } from './QuickReplyMenu';
import { RecorderBar } from './RecorderBar';
import { useVoiceNote } from './useVoiceNote';
import { useQuickReplies } from './useQuickReplies';
import { useSignatureToggle } from './useSignatureToggle';

/** Spec 1 §9: the input grows up to 5 visible rows, then scrolls. */
const MAX_ROWS = 5;

interface MessageInputProps {
  ticket: TicketView;
  /** Only open and group tickets take messages (spec 1 §2); otherwise the input is disabled with the reason. */
  canWrite: boolean;
  quoting: MessageView | null;
  onCancelQuote(): void;
  /** Messages the server answered with, merged into the list before their live events arrive. */
  onSent(messages: MessageView[]): void;
}

type Outgoing =
  | { type: 'text'; body: string }
  | { type: 'media'; files: File[]; caption: string }
  | { type: 'card'; card: { name: string; number: string } };

/**
 * Where the attendant writes: Enter sends, Shift+Enter breaks the line, blank text is never sent; '/' at the start
 * opens the quick replies; files go through a preview with a caption; audio is recorded and sent as mp3; a private
 * note stays inside the team; the signature toggle shows when the company allows it.
 */
export function MessageInput({ ticket, canWrite, quoting, onCancelQuote, onSent }: MessageInputProps) {
  const { t } = useTranslation();
  const colors = chatColors(useTheme());
  const [text, setText] = useState('');
  const [isPrivate, setPrivate] = useState(false);
  const [files, setFiles] = useState<File[]>([]);
  const [cardOpen, setCardOpen] = useState(false);
  const [highlighted, setHighlighted] = useState(0);
  const [menuDismissed, setMenuDismissed] = useState(false);
  const input = useRef<HTMLTextAreaElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const signature = useSignatureToggle();
  const query = canWrite && !menuDismissed ? quickReplyQuery(text) : null;
  const replies = useQuickReplies(query);

  const send = useMutation({
    mutationFn: (outgoing: Outgoing) => {
      const options = { quotedMsgId: quoting ? String(quoting.id) : undefined, isPrivate, signMessage: signature.on };
      if (outgoing.type === 'text') return sendText(ticket.id, { body: outgoing.body, ...options });
      if (outgoing.type === 'media') return sendMedia(ticket.id, { files: outgoing.files, caption: outgoing.caption, ...options });
      return sendContactCard(ticket.id, outgoing.card, isPrivate);
    },
    onSuccess: (answer, outgoing) => {
      onSent(sentMessages(answer));
      onCancelQuote();
      if (outgoing.type === 'text') setText('');
      if (outgoing.type === 'media') setFiles([]);
      if (outgoing.type === 'card') setCardOpen(false);
    },
    onError: handleApiError,
  });
  const recorder = useVoiceNote((file, done) => send.mutate({ type: 'media', files: [file], caption: '' }, { onSettled: done }));

  const submit = () => {
    const body = text.trim();
    if (!canWrite || send.isPending || body === '') return;
    send.mutate({ type: 'text', body });
  };

  const pickQuickReply = (reply: QuickMessageView) => {
    setText(reply.message);
    setMenuDismissed(true);
    input.current?.focus();
    // A reply with a file goes through the attachment preview, its text as the caption, like a file picked by hand.
    if (reply.mediaPath) {
      quickReplyFile({ mediaPath: reply.mediaPath, mediaName: reply.mediaName }).then((file) => setFiles((current) => [...current, file]), handleApiError);
    }
  };

  const insertAtCursor = (insert: string) => {
    const element = input.current;
    const start = element?.selectionStart ?? text.length;
    const end = element?.selectionEnd ?? text.length;
    setText(text.slice(0, start) + insert + text.slice(end));
    requestAnimationFrame(() => {
      element?.focus();
      element?.setSelectionRange(start + insert.length, start + insert.length);
    });
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (query !== null && replies.length > 0) {
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setHighlighted((index) => (index + step + replies.length) % replies.length);
        return;
      }
      if (event.key === 'Enter' || event.key === 'Tab') {
        event.preventDefault();
        const reply = replies[Math.min(highlighted, replies.length - 1)];
        if (reply) pickQuickReply(reply);
        return;
      }
    }
    if (query !== null && event.key === 'Escape') {
      event.preventDefault();
      setMenuDismissed(true);
      return;
    }
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  const addFiles = (picked: FileList | null | undefined) => {
    const list = picked ? [...picked] : [];
    if (list.length > 0) setFiles((current) => [...current, ...list]);
  };

  const onPaste = (event: ClipboardEvent) => {
    if (event.clipboardData.files.length === 0) return;
    event.preventDefault();
    addFiles(event.clipboardData.files);
  };

  const disabledReason = ticket.status === 'pending' ? t('chat.input.pending') : t('chat.input.closed');
  const recording = recorder.state !== 'idle';

  return (
    <Box sx={{ bgcolor: colors.header, borderTop: 1, borderColor: 'divider', position: 'relative' }} data-testid="message-input">
      {query !== null && <QuickReplyMenu replies={replies} highlighted={Math.min(highlighted, Math.max(0, replies.length - 1))} onPick={pickQuickReply} />}
      {quoting && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', px: 1.5, pt: 1 }} data-testid="input-quote">
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <QuotedMessage quoted={quoting} contactName={ticket.contact.name} />
          </Box>
          <IconButton size="small" aria-label={t('chat.input.cancelReply')} onClick={onCancelQuote}>
            <CloseOutlinedIcon fontSize="small" />
          </IconButton>
        </Stack>
      )}
      {canWrite ? (
        <>
          <Stack direction="row" spacing={0.75} sx={{ px: 1.5, pt: 1, flexWrap: 'wrap', rowGap: 0.5 }}>
            <Chip
              size="small"
              icon={<LockOutlinedIcon />}
              label={t('chat.input.privateNote')}
              color={isPrivate ? 'secondary' : 'default'}
              variant={isPrivate ? 'filled' : 'outlined'}
              aria-pressed={isPrivate}
              onClick={() => setPrivate((on) => !on)}
              data-testid="private-toggle"
            />
            {signature.allowed && (
              <Chip
                size="small"
                icon={<DrawOutlinedIcon />}
                label={t('chat.input.signature')}
                color={signature.on ? 'primary' : 'default'}
                variant={signature.on ? 'filled' : 'outlined'}
                aria-pressed={signature.on}
                onClick={signature.toggle}
                data-testid="signature-toggle"
              />
            )}
            <Chip size="small" icon={<PersonAddAltOutlinedIcon />} label={t('chat.input.contactCard')} variant="outlined" onClick={() => setCardOpen(true)} />
          </Stack>
          <Stack direction="row" spacing={0.5} sx={{ alignItems: 'flex-end', p: 1 }}>
            {recording ? (
              <RecorderBar state={recorder.state === 'sending' ? 'sending' : 'recording'} startedAt={recorder.startedAt} onCancel={recorder.cancel} onFinish={() => void recorder.finish()} />
            ) : (
              <>
                <EmojiPicker disabled={false} onPick={insertAtCursor} />
                <Tooltip title={t('chat.input.attach')}>
                  <IconButton aria-label={t('chat.input.attach')} onClick={() => fileInput.current?.click()}>
                    <AttachFileOutlinedIcon />
                  </IconButton>
                </Tooltip>
                <input
                  ref={fileInput}
                  hidden
                  multiple
                  type="file"
                  data-testid="chat-file-input"
                  onChange={(event) => {
                    addFiles(event.target.files);
                    event.target.value = '';
                  }}
                />
                <InputBase
                  multiline
                  maxRows={MAX_ROWS}
                  value={text}
                  inputRef={input}
                  placeholder={isPrivate ? t('chat.input.privatePlaceholder') : t('chat.input.placeholder')}
                  onChange={(event) => {
                    setText(event.target.value);
                    setMenuDismissed(false);
                    setHighlighted(0);
                  }}
                  onKeyDown={onKeyDown}
                  onPaste={onPaste}
                  slotProps={{ input: { 'aria-label': t('chat.input.placeholder'), 'data-testid': 'chat-text-input' } as Record<string, string> }}
                  sx={{
                    flex: 1,
                    px: 1.5,
                    py: 1,
                    borderRadius: 3,
                    bgcolor: isPrivate ? colors.privateNote : 'background.default',
                    border: 1,
                    borderColor: isPrivate ? colors.privateBorder : 'divider',
                    fontSize: 15,
                  }}
                />
                {text.trim() ? (
                  <Tooltip title={t('chat.input.send')}>
                    <span>
                      <IconButton color="primary" aria-label={t('chat.input.send')} disabled={send.isPending} onClick={submit} data-testid="chat-send">
                        <SendRoundedIcon />
                      </IconButton>
                    </span>
                  </Tooltip>
                ) : (
                  <Tooltip title={t('chat.input.record')}>
                    <span>
                      <IconButton aria-label={t('chat.input.record')} disabled={send.isPending || typeof MediaRecorder === 'undefined'} onClick={() => void recorder.start()} data-testid="chat-record">
                        <MicNoneOutlinedIcon />
                      </IconButton>
                    </span>
                  </Tooltip>
                )}
              </>
            )}
          </Stack>
        </>
      ) : (
        <Box sx={{ p: 1 }}>
          <InputBase
            disabled
            fullWidth
            placeholder={disabledReason}
            slotProps={{ input: { 'aria-label': disabledReason, 'data-testid': 'input-disabled' } as Record<string, string> }}
            sx={{ px: 1.5, py: 1, borderRadius: 3, bgcolor: 'action.disabledBackground', fontSize: 15, '& input::placeholder': { opacity: 0.9 } }}
          />
        </Box>
      )}
      {files.length > 0 && (
        <AttachmentDialog
          files={files}
          initialCaption={text.trim()}
          sending={send.isPending}
          onRemove={(file) => setFiles((current) => current.filter((entry) => entry !== file))}
          onCancel={() => setFiles([])}
          onSend={(caption) =>
            send.mutate(
              { type: 'media', files, caption },
              {
                onSuccess: () => {
                  if (caption === text.trim()) setText('');
                },
              },
            )
          }
        />
      )}
      {cardOpen && <ContactCardDialog sending={send.isPending} onClose={() => setCardOpen(false)} onSend={(card) => send.mutate({ type: 'card', card })} />}
    </Box>
  );
}
