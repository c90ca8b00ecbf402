import type { ChannelEvent, ChannelListener } from '../types.js';

/**
 * The listener set behind `ChannelAdapter.on`. Meta channels receive their events over the shared webhook, so the
 * webhook sink hands each batch to `emit`, which runs listeners in order and one event at a time (acks for a
 * message must not overtake the message itself).
 */
export class EventHub {
  private readonly listeners = new Set<ChannelListener>();

  on(listener: ChannelListener): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  async emit(events: readonly ChannelEvent[]): Promise<void> {
    for (const event of events) {
      for (const listener of [...this.listeners]) await listener(event);
    }
  }
}
