import { useCallback, useMemo, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { useTranslation } from 'react-i18next';
import type { MessageView, TicketView } from '@guiche/shared';
import { handleApiError } from '../../api/errorHandler';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useCurrentUser } from '../auth/sessionContext';
import { ContactDrawer } from '../contact-drawer/ContactDrawer';
import { ChatHeader } from './ChatHeader';
import { ChatSearchPanel } from './ChatSearchPanel';
import { chatKeys, deleteMessage, editMessage, reactToMessage, resendMessage, sentMessages } from './chatApi';
import { EditMessageDialog } from './EditMessageDialog';
import { ForwardDialog } from './ForwardDialog';
import { MessageInput } from './input/MessageInput';
import type { MessageHandlers } from './MessageBubble';
import { MessageList } from './MessageList';
import { withMessage, type MessagePages } from './messagesCache';
import { SelectionBar } from './SelectionBar';
import { useChatLive } from './useChatLive';
import { useReadOnScreen } from './readOnScreen';
import { useElementWidth } from './useElementWidth';
import { useTicketMessages } from './useTicketMessages';

/** Below this width the header keeps only its main action and moves the rest into its menu. */
const COMPACT_HEADER_PX = 560;
/** From this width the contact drawer sits beside the messages; below, it slides over them. */
const INLINE_DRAWER_PX = 960;

/** Channels with Meta's 24-hour customer-service window (spec 1 §2 banner). */
const WINDOWED_CHANNELS: ReadonlySet<TicketView['channel']> = new Set(['facebook', 'instagram', 'whatsappapi']);

/**
 * One open ticket: header, 24 h banner, messages, the input (or the forward selection), and the contact drawer.
 * `onBack` leaves it for the ticket lists.
 */
export function ChatView({ ticket, onBack }: { ticket: TicketView; onBack(): void }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  const [presence, setPresence] = useState<string | null>(null);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [quoting, setQuoting] = useState<MessageView | null>(null);
  const [editing, setEditing] = useState<MessageView | null>(null);
  const [deleting, setDeleting] = useState<MessageView | null>(null);
  const [selection, setSelection] = useState<ReadonlySet<number> | null>(null);
  const [forwarding, setForwarding] = useState(false);
  const [searching, setSearching] = useState(false);
  const [focus, setFocus] = useState<{ ticketId: number; id: number; seq: number } | null>(null);
  const root = useRef<HTMLDivElement>(null);
  const column = useRef<HTMLDivElement>(null);
  const rootWidth = useElementWidth(root);
  const columnWidth = useElementWidth(column);
  const messages = useTicketMessages(ticket.id);
  useChatLive(ticket, setPresence);
  useReadOnScreen(ticket);
  const canWrite = ticket.status === 'open' || ticket.status === 'group';

  // A search hit: its page is loaded (with every message between), then the list brings it into view.
  const { loadUntil } = messages;
  const jumpTo = useCallback(
    async (id: number) => {
      const found = await loadUntil(id);
      if (found) setFocus((current) => ({ ticketId: ticket.id, id, seq: (current?.seq ?? 0) + 1 }));
      return found;
    },
    [loadUntil, ticket.id],
  );

  const merge = useCallback(
    (sent: readonly MessageView[]) => {
      for (const message of sent)
        queryClient.setQueryData<MessagePages>(chatKeys.messages(ticket.id), (data) => withMessage(data, message));
    },
    [queryClient, ticket.id],
  );

  const edit = useMutation({
    mutationFn: ({ message, body }: { message: MessageView; body: string }) => editMessage(message.id, body),
    onSuccess: (answer) => {
      merge(sentMessages(answer));
      setEditing(null);
    },
    onError: handleApiError,
  });
  const removal = useMutation({
    mutationFn: (message: MessageView) => deleteMessage(message.id),
    onSettled: () => setDeleting(null),
    onError: handleApiError,
  });
  const resend = useMutation({
    mutationFn: (message: MessageView) => resendMessage(message.id),
    onSuccess: (answer) => merge(sentMessages(answer)),
    onError: handleApiError,
  });
  const reaction = useMutation({
    mutationFn: ({ message, emoji }: { message: MessageView; emoji: string }) => reactToMessage(message, emoji),
    onError: handleApiError,
  });

  const { mutate: react } = reaction;
  const { mutate: sendAgain } = resend;
  const handlers = useMemo<MessageHandlers>(
    () => ({
      onReply: setQuoting,
      onEdit: setEditing,
      onDelete: setDeleting,
      onForward: (message) => setSelection(new Set([message.id])),
      onReact: (message, emoji) => react({ message, emoji }),
      onResend: (message) => sendAgain(message),
      onToggleSelect: (message) =>
        setSelection((current) => {
          if (!current) return current;
          const next = new Set(current);
          if (next.has(message.id)) next.delete(message.id);
          else next.add(message.id);
          return next;
        }),
    }),
    [react, sendAgain],
  );

  const chooseContact = () => {
    // Spec 1 §5: forwarding with no message selected is refused with an error.
    if (!selection || selection.size === 0) {
      toast.error(t('chat.forward.noneSelected'), { toastId: 'forward-none-selected' });
      return;
    }
    setForwarding(true);
  };
  // Messages go out in the order they were written, whatever order they were ticked in.
  const selectedIds = useMemo(
    () => (messages.messages ?? []).filter((message) => selection?.has(message.id)).map((message) => message.id),
    [messages.messages, selection],
  );

  return (
    <Box
      ref={root}
      sx={{ display: 'flex', height: '100%', minHeight: 0, minWidth: 0 }}
      data-testid="ticket-chat"
      data-ticket-id={ticket.id}
    >
      <Box ref={column} sx={{ display: 'flex', flexDirection: 'column', flex: 1, minWidth: 0, minHeight: 0 }}>
        <ChatHeader
          ticket={ticket}
          presence={presence}
          compact={columnWidth !== null && columnWidth < COMPACT_HEADER_PX}
          drawerOpen={drawerOpen}
          onBack={onBack}
          onToggleDrawer={() => setDrawerOpen((open) => !open)}
          onSearch={() => setSearching(true)}
        />
        {searching && (
          <ChatSearchPanel
            key={ticket.id}
            ticketId={ticket.id}
            contactName={ticket.contact.name}
            onJump={jumpTo}
            onClose={() => setSearching(false)}
          />
        )}
        {WINDOWED_CHANNELS.has(ticket.channel) && (
          <Alert
            severity="info"
            variant="outlined"
            sx={{ borderRadius: 0, borderLeft: 0, borderRight: 0, borderTop: 0, py: 0 }}
            data-testid="reply-window-banner"
          >
            {t('chat.replyWindow')}
          </Alert>
        )}
        <MessageList
          messages={messages.messages}
          hasOlder={messages.hasNextPage}
          loadingOlder={messages.isFetchingNextPage}
          loadOlder={() => void messages.fetchNextPage()}
          isGroup={ticket.isGroup}
          contactName={ticket.contact.name}
          userId={user.id}
          canWrite={canWrite}
          selection={selection}
          handlers={handlers}
          focus={focus?.ticketId === ticket.id ? focus : null}
        />
        {selection ? (
          <SelectionBar count={selection.size} onCancel={() => setSelection(null)} onChoose={chooseContact} />
        ) : (
          <MessageInput
            ticket={ticket}
            canWrite={canWrite}
            quoting={quoting}
            onCancelQuote={() => setQuoting(null)}
            onSent={merge}
          />
        )}
      </Box>
      <ContactDrawer
        open={drawerOpen}
        inline={rootWidth !== null && rootWidth >= INLINE_DRAWER_PX}
        ticket={ticket}
        onClose={() => setDrawerOpen(false)}
      />
      {editing && (
        <EditMessageDialog
          message={editing}
          saving={edit.isPending}
          onClose={() => setEditing(null)}
          onSave={(body) => edit.mutate({ message: editing, body })}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t('chat.deleteMessageTitle')}
        text={t('chat.deleteMessageText')}
        confirmLabel={t('chat.menu.delete')}
        tone="error"
        busy={removal.isPending}
        onConfirm={() => deleting && removal.mutate(deleting)}
        onClose={() => setDeleting(null)}
      />
      {forwarding && (
        <ForwardDialog
          messageIds={selectedIds}
          onClose={() => setForwarding(false)}
          onDone={() => {
            setForwarding(false);
            setSelection(null);
          }}
        />
      )}
    </Box>
  );
}
