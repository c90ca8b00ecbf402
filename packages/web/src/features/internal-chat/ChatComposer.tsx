import { useState, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import MicNoneOutlinedIcon from '@mui/icons-material/MicNoneOutlined';
import SendRoundedIcon from '@mui/icons-material/SendRounded';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ChatMessageView } from '@guiche/shared';
import { handleApiError } from '../../api/errorHandler';
import { AttachButton } from '../../components/AttachButton';
import { RecorderBar } from '../chat/input/RecorderBar';
import { useVoiceNote } from '../chat/input/useVoiceNote';
import { internalChatKeys, sendChatFile, sendChatText } from './internalChatApi';
import { appendChatMessage, type ChatMessagePages } from './internalChatCache';

/** Spec 1 §2: the text box grows up to this many rows. */
const MAX_ROWS = 5;

type Outgoing = { type: 'text'; text: string } | { type: 'files'; files: File[] };

/** Text box, file attach, audio recording and send of the open chat; Enter sends, Shift+Enter breaks the line. */
export function ChatComposer({ chatId, onSent }: { chatId: number; onSent(): void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [text, setText] = useState('');

  const send = useMutation({
    mutationFn: async (outgoing: Outgoing): Promise<ChatMessageView[]> => {
      if (outgoing.type === 'text') return [await sendChatText(chatId, outgoing.text)];
      const sent: ChatMessageView[] = [];
      for (const file of outgoing.files) sent.push(...(await sendChatFile(chatId, file)));
      return sent;
    },
    onSuccess: (sent) => {
      queryClient.setQueryData<ChatMessagePages>(internalChatKeys.messages(chatId), (pages) =>
        sent.reduce((data, message) => data && appendChatMessage(data, message), pages),
      );
      onSent();
    },
    onError: handleApiError,
  });
  const recorder = useVoiceNote((file, done) => send.mutate({ type: 'files', files: [file] }, { onSettled: done }));

  const submit = () => {
    // Spec 1 §5: an empty or whitespace-only message is not sent.
    const message = text.trim();
    if (!message || send.isPending) return;
    setText('');
    send.mutate({ type: 'text', text: message }, { onError: () => setText(message) });
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  };

  return (
    <Box
      sx={{ borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
      data-testid="internal-chat-composer"
    >
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'flex-end', p: 1 }}>
        {recorder.state !== 'idle' ? (
          <RecorderBar
            state={recorder.state}
            startedAt={recorder.startedAt}
            onCancel={recorder.cancel}
            onFinish={() => void recorder.finish()}
          />
        ) : (
          <>
            <AttachButton
              label={t('internalChat.input.attach')}
              testId="internal-chat-file-input"
              multiple
              disabled={send.isPending}
              onFiles={(files) => send.mutate({ type: 'files', files })}
            />
            <InputBase
              multiline
              maxRows={MAX_ROWS}
              value={text}
              placeholder={t('internalChat.input.placeholder')}
              onChange={(event) => setText(event.target.value)}
              onKeyDown={onKeyDown}
              slotProps={{
                // Enter sends: the on-screen keyboard's key says so.
                input: {
                  'aria-label': t('internalChat.input.placeholder'),
                  'data-testid': 'internal-chat-input',
                  enterKeyHint: 'send',
                } as Record<string, string>,
              }}
              sx={{
                flex: 1,
                px: 1.5,
                py: 1,
                borderRadius: 3,
                bgcolor: 'background.default',
                border: 1,
                borderColor: 'divider',
                // A phone's browser zooms into a field whose text is smaller than 16 px when it is focused.
                fontSize: { xs: 16, sm: 15 },
              }}
            />
            {text.trim() ? (
              <Tooltip title={t('internalChat.input.send')}>
                <span>
                  <IconButton
                    color="primary"
                    aria-label={t('internalChat.input.send')}
                    disabled={send.isPending}
                    onClick={submit}
                    data-testid="internal-chat-send"
                  >
                    <SendRoundedIcon />
                  </IconButton>
                </span>
              </Tooltip>
            ) : (
              <Tooltip title={t('internalChat.input.record')}>
                <span>
                  <IconButton
                    aria-label={t('internalChat.input.record')}
                    disabled={send.isPending || typeof MediaRecorder === 'undefined'}
                    onClick={() => void recorder.start()}
                  >
                    <MicNoneOutlinedIcon />
                  </IconButton>
                </span>
              </Tooltip>
            )}
          </>
        )}
      </Stack>
    </Box>
  );
}
