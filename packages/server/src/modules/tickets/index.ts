import { ticketLogsRepository } from './ticket-logs.repository.js';
import { ticketViewRepository } from './ticket-view.repository.js';
import { ticketsRepository } from './tickets.repository.js';

export type { TicketViewRow } from './ticket-view.repository.js';
/** SQL other repositories compose: who may see a ticket (spec 1 §5), and the ticket views' select. */
export { visibilityCondition } from './ticket-list.repository.js';
export { selectTicketViews } from './ticket-view.repository.js';
export { newestFirst } from './ticket-order.js';
/** Who may see a ticket (spec 1 §5), for rules that decide outside a request (pushes). */
export { isTicketVisibleTo, type TicketViewer } from './ticket-visibility.js';
export type { NewTicket, TicketRow } from './tickets.repository.js';
/** A viewer's queue ids as a selected column of a statement reading `users`. */
export { userQueueIds } from './tickets.repository.js';

/** What other modules may read of tickets, including a ticket locked before they change it. */
export const ticketsReader: Pick<
  typeof ticketsRepository,
  | 'findById'
  | 'lockById'
  | 'findActive'
  | 'findActiveByChat'
  | 'findLastClosed'
  | 'activeOf'
  | 'activeIdsOfContact'
  | 'ageMs'
  | 'findDefaultConnection'
  | 'latestConnectionOf'
  | 'findViewer'
> = ticketsRepository;

/** What other modules may change of tickets: opening one for a contact, updating its state, moving a queue's. */
export const ticketsWriter: Pick<typeof ticketsRepository, 'insertIfNoActive' | 'update' | 'requeueActive'> =
  ticketsRepository;

/** What other modules may add to a ticket's history. */
export const ticketLogsWriter: Pick<typeof ticketLogsRepository, 'insert'> = ticketLogsRepository;

/** What realtime may read of tickets: the views it pushes to clients. */
export const ticketViewsReader: Pick<typeof ticketViewRepository, 'findMany' | 'load'> = ticketViewRepository;
