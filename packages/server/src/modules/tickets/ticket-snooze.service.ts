import type { SnoozeTicketInput, TicketView } from '@guiche/shared';
import type { Db, DbOrTx } from '../../db/database.js';
import type { DomainEvents } from '../../events/domain-events.js';
import type { RequestAuth } from '../auth/auth.service.js';
import { assertVisibleTo, loadTicketViewer } from './ticket-access.js';
import { announceTicketUpdate } from './ticket-events.js';
import type { TicketSnoozeWaker } from './ticket-snooze-waker.js';
import { assertBeingWorkedOn, assertSnoozeUntil } from './tickets.policy.js';
import { ticketsRepository, type NewTicket } from './tickets.repository.js';

/**
 * Snoozes (POST and DELETE /tickets/{id}/snooze). A snooze is the ticket's, not the attendant's: the ticket leaves
 * the lists of its status for everyone who sees it (the unread count is the ticket's too), and the "Adiados" list
 * (GET /tickets?snoozed=true) holds it. It ends at its time (TicketSnoozeWaker), when the contact writes, when
 * someone acts on the ticket (ticket-transitions.ts) or when it is ended here. Whoever may see a ticket may snooze it.
 */
export class TicketSnoozes {
  constructor(
    private readonly db: Db,
    private readonly events: DomainEvents,
    private readonly waker: TicketSnoozeWaker,
    private readonly now: () => Date,
    private readonly present: (auth: RequestAuth, ticketId: number) => Promise<TicketView>,
  ) {}

  /** Snoozes the ticket until `until` (again: the new time replaces the old one, whose job then finds nothing to do). */
  async snooze(auth: RequestAuth, ticketId: number, input: SnoozeTicketInput): Promise<TicketView> {
    const until = new Date(input.until);
    assertSnoozeUntil(until, this.now());
    await this.waker.prepare();
    await this.change(auth, ticketId, { snoozedUntil: until, snoozedById: auth.userId }, async (tx) =>
      this.waker.queueWithin(tx, { companyId: auth.companyId, ticketId, until: until.toISOString() }),
    );
    this.waker.queued();
    return this.present(auth, ticketId);
  }

  /** Ends the ticket's snooze now; a ticket that is not snoozed is answered as it is. */
  async unsnooze(auth: RequestAuth, ticketId: number): Promise<TicketView> {
    await this.change(auth, ticketId, { snoozedUntil: null, snoozedById: null });
    return this.present(auth, ticketId);
  }

  /** Writes `patch` under the ticket's row lock once the caller may see the ticket (and, to snooze, it is worked on). */
  private async change(
    auth: RequestAuth,
    ticketId: number,
    patch: Pick<NewTicket, 'snoozedUntil' | 'snoozedById'>,
    alongside?: (tx: DbOrTx) => Promise<void>,
  ): Promise<void> {
    const { companyId } = auth;
    const viewer = await loadTicketViewer(this.db, auth);
    const changed = await this.db.transaction(async (tx) => {
      const locked = assertVisibleTo(viewer, await ticketsRepository.lockById(tx, companyId, ticketId));
      if (patch.snoozedUntil === null) {
        if (locked.snoozedUntil === null) return undefined;
      } else assertBeingWorkedOn(locked);
      const after = await ticketsRepository.update(tx, companyId, ticketId, patch);
      await alongside?.(tx);
      return after && { before: locked, after };
    });
    if (changed) announceTicketUpdate(this.events, companyId, changed.before, changed.after);
  }
}
