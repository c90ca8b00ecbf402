import { useRef, useState, type ClipboardEvent, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import type { MessageView, TicketView } from '@guiche/shared';
import { AttachButton } from '../../../components/AttachButton';
import { useReplyBoxShortcut } from '../../shortcuts/useReplyBoxShortcut';
import { chatColors } from '../chatColors';
import { AttachmentDialog } from './AttachmentDialog';
import { ContactCardDialog } from './ContactCardDialog';
import { DisabledInput } from './DisabledInput';
import { EmojiPicker } from './EmojiPicker';
import { InputOptions } from './InputOptions';
import { InputQuote } from './InputQuote';
import { MessageTextField } from './MessageTextField';
import { QuickReplyMenu } from './QuickReplyMenu';
import { RecorderBar } from './RecorderBar';
import { SendOrRecordButton } from './SendOrRecordButton';
import { useQuickReplyMenu } from './useQuickReplyMenu';
import { useSendMessage } from './useSendMessage';
import { useSignatureToggle } from './useSignatureToggle';
import { useVoiceNote } from './useVoiceNote';

interface MessageInputProps {
  ticket: TicketView;
  /** Only open and group tickets take messages (spec 1 §2); otherwise the input is disabled with the reason. */
  canWrite: boolean;
  quoting: MessageView | null;
  onCancelQuote(): void;
  /** Messages the server answered with, merged into the list before their live events arrive. */
  onSent(messages: MessageView[]): void;
}

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
  const input = useRef<HTMLTextAreaElement>(null);
  useReplyBoxShortcut(input, canWrite);
  const signature = useSignatureToggle();
  const addFiles = (picked: readonly File[]) => {
    if (picked.length > 0) setFiles((current) => [...current, ...picked]);
  };
  const menu = useQuickReplyMenu(text, canWrite, {
    replaceText: (reply) => {
      setText(reply);
      input.current?.focus();
    },
    // A reply with a file goes through the attachment preview, its text as the caption, like a file picked by hand.
    addFile: (file) => addFiles([file]),
  });

  const send = useSendMessage(ticket.id, {
    quoting,
    isPrivate,
    signMessage: signature.on,
    onSent: (messages, outgoing) => {
      onSent(messages);
      onCancelQuote();
      if (outgoing.type === 'text') setText('');
      if (outgoing.type === 'media') setFiles([]);
      if (outgoing.type === 'card') setCardOpen(false);
    },
  });
  const recorder = useVoiceNote((file, done) =>
    send.mutate({ type: 'media', files: [file], caption: '' }, { onSettled: done }),
  );

  const submit = () => {
    const body = text.trim();
    if (!canWrite || send.isPending || body === '') return;
    send.mutate({ type: 'text', body });
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
    if (menu.onKeyDown(event)) return;
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  const onPaste = (event: ClipboardEvent) => {
    if (event.clipboardData.files.length === 0) return;
    event.preventDefault();
    addFiles([...event.clipboardData.files]);
  };

  return (
    <Box
      sx={{ bgcolor: colors.header, borderTop: 1, borderColor: 'divider', position: 'relative' }}
      data-testid="message-input"
    >
      {menu.open && <QuickReplyMenu replies={menu.replies} highlighted={menu.highlighted} onPick={menu.pick} />}
      {quoting && <InputQuote quoting={quoting} contactName={ticket.contact.name} onCancel={onCancelQuote} />}
      {canWrite ? (
        <>
          <InputOptions
            isPrivate={isPrivate}
            onTogglePrivate={() => setPrivate((on) => !on)}
            signature={signature}
            onContactCard={() => setCardOpen(true)}
          />
          <Stack direction="row" spacing={0.5} sx={{ alignItems: 'flex-end', p: 1 }}>
            {recorder.state !== 'idle' ? (
              <RecorderBar
                state={recorder.state === 'sending' ? 'sending' : 'recording'}
                startedAt={recorder.startedAt}
                onCancel={recorder.cancel}
                onFinish={() => void recorder.finish()}
              />
            ) : (
              <>
                <EmojiPicker disabled={false} onPick={insertAtCursor} />
                <AttachButton label={t('chat.input.attach')} testId="chat-file-input" multiple onFiles={addFiles} />
                <MessageTextField
                  value={text}
                  isPrivate={isPrivate}
                  inputRef={input}
                  onChange={(changed) => {
                    setText(changed);
                    menu.textChanged();
                  }}
                  onKeyDown={onKeyDown}
                  onPaste={onPaste}
                />
                <SendOrRecordButton
                  hasText={text.trim() !== ''}
                  busy={send.isPending}
                  onSend={submit}
                  onRecord={() => void recorder.start()}
                />
              </>
            )}
          </Stack>
        </>
      ) : (
        <DisabledInput status={ticket.status} />
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
      {cardOpen && (
        <ContactCardDialog
          sending={send.isPending}
          onClose={() => setCardOpen(false)}
          onSend={(card) => send.mutate({ type: 'card', card })}
        />
      )}
    </Box>
  );
}
