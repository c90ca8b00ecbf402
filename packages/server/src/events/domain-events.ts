import { EventEmitter } from 'node:events';

/** Everything services announce. Side effects (socket emits, webhooks, notifications) listen here. */
export interface DomainEventMap {
  /** A login created session `sessionId`; every other session of the user has been revoked. */
  'auth.sessionStarted': { companyId: number; userId: number; sessionId: string };
  /** A session ended by logout or revocation. */
  'auth.sessionEnded': { companyId: number; userId: number; sessionId: string };
  'user.created': { companyId: number; userId: number };
  'user.updated': { companyId: number; userId: number };
  'user.deleted': { companyId: number; userId: number };
  'connection.saved': { companyId: number; whatsappId: number };
  'connection.created': { companyId: number; whatsappId: number; channel: string };
  'connection.deleted': { companyId: number; whatsappId: number };
  /** The live session's state (status, QR) changed. */
  'connection.session': { companyId: number; whatsappId: number };
  /** This process now runs (or no longer runs) the connection's live session. */
  'channel.sessionStarted': { companyId: number; whatsappId: number };
  'channel.sessionEnded': { companyId: number; whatsappId: number };
  /** The simulated phone of a simulator connection changed (a chat, or the pairing). */
  'simulator.changed': { companyId: number; whatsappId: number; contactNumber?: string | undefined };
  'ticket.created': { companyId: number; ticketId: number };
  'ticket.updated': { companyId: number; ticketId: number };
  'message.created': { companyId: number; ticketId: number; messageId: number };
  'message.updated': { companyId: number; ticketId: number; messageId: number };
  'contact.presence': { companyId: number; whatsappId: number; chatId: string; state: string };
  'queue.saved': { companyId: number; queueId: number };
  'queue.deleted': { companyId: number; queueId: number };
  /** `value` is already masked for secret keys. */
  'settings.updated': { companyId: number; key: string; value: string };
  'user.presenceChanged': { companyId: number; userId: number; online: boolean };
}

export type DomainEventName = keyof DomainEventMap;
type Listener<K extends DomainEventName> = (payload: DomainEventMap[K]) => void | Promise<void>;

/**
 * In-process, typed event bus. Listeners run after the emitting service returns (on the next tick) so a slow or
 * failing listener never breaks the request that caused the event; failures are reported to `onError`.
 */
export class DomainEvents {
  private readonly emitter = new EventEmitter();

  constructor(private readonly onError: (error: unknown, event: DomainEventName) => void) {
    this.emitter.setMaxListeners(100);
  }

  on<K extends DomainEventName>(event: K, listener: Listener<K>): void {
    this.emitter.on(event, (payload: DomainEventMap[K]) => {
      queueMicrotask(() => {
        Promise.resolve()
          .then(() => listener(payload))
          .catch((error: unknown) => this.onError(error, event));
      });
    });
  }

  emit<K extends DomainEventName>(event: K, payload: DomainEventMap[K]): void {
    this.emitter.emit(event, payload);
  }
}
