import { useTranslation } from 'react-i18next';
import type { ChatView } from '@guiche/shared';
import { KeptTargetDialog } from '../../components/KeptTargetDialog';
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
  return (
    <KeptTargetDialog
      target={target}
      onClose={onClose}
      name="chat"
      title={({ chat }) => (chat ? t('internalChat.dialog.editTitle') : t('internalChat.dialog.addTitle'))}
    >
      {({ chat, initialTitle }) => (
        <ChatForm
          key={chat?.id ?? 'new'}
          chat={chat}
          initialValues={chat ? chatValuesOf(chat) : { title: initialTitle ?? '', users: [] }}
          onClose={onClose}
          onSaved={onSaved}
        />
      )}
    </KeptTargetDialog>
  );
}
