import type { TicketView } from '@guiche/shared';
import { useCurrentUser } from '../auth/sessionContext';
import { useConnections } from '../connections/useConnections';

/**
 * Whether resolving `ticket` with a farewell would send one: the attendant's own farewell, else the ticket's
 * connection's completion message, as the server picks it. Unknown (connections not loaded) counts as configured, so
 * the choice is never held back by a slow list.
 */
export function useFarewell(ticket: Pick<TicketView, 'whatsappId'>): { configured: boolean } {
  const user = useCurrentUser();
  const connections = useConnections();
  if (user.farewellMessage.trim()) return { configured: true };
  if (!connections.isSuccess) return { configured: true };
  const connection = connections.data.find((candidate) => candidate.id === ticket.whatsappId);
  return { configured: Boolean(connection?.complationMessage.trim()) };
}
