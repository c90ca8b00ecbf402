import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import type { ContactView, OpenTicketConflict } from '@guiche/shared';
import { handleApiError } from '../../api/errorHandler';
import { useCurrentUser } from '../auth/sessionContext';
import { conflictOutcome, openTicketConflictOf } from '../tickets/openTicketConflict';
import { createTicket } from './contactsApi';

/**
 * Opens a ticket for a contact (POST /tickets, status open, assigned to the viewer) and goes to it. When the
 * contact already has an open ticket the rule of the ticket manager applies (spec 1 §4): the viewer's own is
 * opened, anyone else's is named in a notice.
 */
export function useStartTicket() {
  const navigate = useNavigate();
  const { id: userId, whatsappId } = useCurrentUser();
  const [startingId, setStartingId] = useState<number | null>(null);
  const [conflict, setConflict] = useState<OpenTicketConflict | null>(null);

  const start = useCallback(
    async (contact: ContactView, queueId: number | null): Promise<void> => {
      setStartingId(contact.id);
      try {
        const ticket = await createTicket({
          contactId: contact.id,
          queueId,
          userId,
          status: 'open',
          ...(whatsappId === null ? {} : { whatsappId }),
        });
        void navigate(`/tickets/${ticket.uuid}`);
      } catch (error) {
        const held = openTicketConflictOf(error);
        if (!held) handleApiError(error);
        else if (conflictOutcome(held, userId) === 'navigate') void navigate(`/tickets/${held.uuid}`);
        else setConflict(held);
      } finally {
        setStartingId(null);
      }
    },
    [navigate, userId, whatsappId],
  );

  return { start, startingId, conflict, closeConflict: () => setConflict(null) };
}
