import type { TicketAudienceFacts } from '../../events/domain-events.js';

/**
 * A fact that may call for pushes, as its durable job carries it: the job reads the rest when it runs, so a push
 * follows the ticket as it is then (a ticket accepted meanwhile pushes no "waiting" to anyone).
 */
export type PushEvent =
  | { kind: 'ticketCreated'; companyId: number; ticketId: number }
  /** The ticket's queue, attendant or status changed; `byUserId` is who changed it, when a user did. */
  | { kind: 'ticketMoved'; companyId: number; ticketId: number; before: TicketAudienceFacts; byUserId?: number }
  | { kind: 'ticketMessage'; companyId: number; ticketId: number; messageId: number }
  | { kind: 'chatMessage'; companyId: number; chatId: number; messageId: number };

/** One push event per fact: a second job for it while the first waits is dropped ('short' queue policy). */
export function pushEventKey(event: PushEvent): string {
  switch (event.kind) {
    case 'ticketCreated':
      return `tc:${event.ticketId}`;
    case 'ticketMoved':
      return `tm:${event.ticketId}:${event.before.status}:${event.before.queueId}:${event.before.userId}`;
    case 'ticketMessage':
      return `m:${event.messageId}`;
    case 'chatMessage':
      return `cm:${event.messageId}`;
  }
}
