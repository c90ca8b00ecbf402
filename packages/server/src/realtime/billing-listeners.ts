import { rooms, serverEvents, type PaymentEventPayload } from '@guiche/shared';
import type { DomainEvents } from '../events/domain-events.js';
import type { Broadcaster } from './broadcaster.js';

/**
 * A paid invoice → its company's sockets, billing-only ones (an expired company's) included: the checkout shows the
 * new due date (spec 2 §4, action CONCLUIDA).
 */
export function registerBillingListeners(io: Broadcaster, events: DomainEvents): void {
  events.on('invoice.paid', ({ companyId, invoiceId, dueDate }) => {
    const payload: PaymentEventPayload = { action: 'CONCLUIDA', company: { id: companyId, dueDate }, invoiceId };
    io.to([rooms.company(companyId), rooms.billing(companyId)]).emit(serverEvents.payment(companyId), payload);
  });
}
