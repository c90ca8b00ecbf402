import { useContext } from 'react';
import { TicketActionsProvider } from '../tickets/TicketActionsProvider';
import { TicketActionsContext } from '../tickets/ticketActionsContext';
import { ChatScreen } from './ChatScreen';

/**
 * The ticket chat of /tickets/{uuid} (spec 1 §2 "Ticket chat" and "Contact drawer"). The ticket manager's layout
 * provides the ticket actions (accept, transfer, delete and their dialogs) to both columns; shown anywhere else,
 * the chat brings its own.
 */
export function TicketChat({ ticketUuid, onBack }: { ticketUuid: string; onBack(): void }) {
  const actions = useContext(TicketActionsContext);
  const screen = <ChatScreen key={ticketUuid} ticketUuid={ticketUuid} onBack={onBack} />;
  if (actions) return screen;
  return (
    <TicketActionsProvider selectedUuid={ticketUuid} onTaken={() => undefined}>
      {screen}
    </TicketActionsProvider>
  );
}
