import type { ChannelEvent, ChannelListener } from '../types.js';
import { EventHub } from './event-hub.js';

/**
 * What every channel fed by the Meta webhook shares: there is no session to open, so connect and disconnect only
 * report the status that lets the core treat every channel alike, and events arrive through the shared webhook
 * (meta/webhook-routes.ts), whose sink hands each delivery's events to `dispatch`.
 */
export abstract class WebhookChannel {
  private readonly hub = new EventHub();

  async connect(): Promise<void> {
    await this.hub.emit([{ type: 'status', state: 'open' }]);
  }

  async disconnect(): Promise<void> {
    await this.hub.emit([{ type: 'status', state: 'closed' }]);
  }

  on(listener: ChannelListener): () => void {
    return this.hub.on(listener);
  }

  dispatch(events: readonly ChannelEvent[]): Promise<void> {
    return this.hub.emit(events);
  }
}
