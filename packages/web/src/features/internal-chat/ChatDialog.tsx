import { useState } from 'react';
import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import type { ChatView } from '@guiche/shared';
import { ChatForm } from './ChatForm';
import { chatValuesOf } from './chatForm';

/** What the dialog was opened for: a chat to edit, or a new one (with a proposed title). */
export interface ChatDialogTarget {
  chat: ChatView | null;
  initialTitle?: string;
}

interface ChatDialogProps {
  /** Null while closed. */
  target: ChatDialogTarget | null;
  onClose(): void;
  onSaved?(chat: ChatView): void;
}

/** New or edit chat (spec 1 §2): title and users; full screen on phones. */
export function ChatDialog({ target, onClose, onSaved }: ChatDialogProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const [shown, setShown] = useState(target);
  // Keeps the last target through the closing fade, so the title and body do not change while it fades out.
  if (target !== null && target !== shown) setShown(target);
  const chat = shown?.chat ?? null;

  return (
    <Dialog
      open={target !== null}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      fullScreen={fullScreen}
      aria-labelledby="chat-dialog-title"
      data-testid="chat-dialog"
      slotProps={{ transition: { onExited: () => setShown(null) } }}
    >
      <DialogTitle id="chat-dialog-title">{chat ? t('internalChat.dialog.editTitle') : t('internalChat.dialog.addTitle')}</DialogTitle>
      {shown && (
        <ChatForm
          key={chat?.id ?? 'new'}
          chat={chat}
          initialValues={chat ? chatValuesOf(chat) : { title: shown.initialTitle ?? '', users: [] }}
          onClose={onClose}
          onSaved={onSaved}
        />
      )}
    </Dialog>
  );
}
