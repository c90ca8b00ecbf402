/** Campaign settings that pace sends (spec 3 §2/§3), in seconds and messages. */
export interface Pacing {
  messageInterval: number;
  longerIntervalAfter: number;
  greaterInterval: number;
}

/** Where a connection's plan stands: when its next send may go, and how many it has planned. */
export interface ConnectionClock {
  at: number;
  sent: number;
}

/**
 * Plans when each send goes and through which connection (seed notes: pacing per connection). Recipients take the
 * connections in turn (round-robin); each connection sends its first at `start`, then waits a random pause of up
 * to messageInterval seconds before the next, and greaterInterval seconds more after every longerIntervalAfter
 * sends. `clocks` carries each connection's position from one batch of recipients to the next.
 */
export class SendPacer {
  private readonly clocks = new Map<number, ConnectionClock>();
  private turn = 0;

  constructor(
    private readonly connectionIds: readonly number[],
    private readonly pacing: Pacing,
    private readonly start: Date,
    private readonly random: () => number = Math.random,
  ) {
    if (connectionIds.length === 0) throw new Error('a campaign needs a connection to pace its sends');
  }

  /** The next send's connection and time. */
  next(): { whatsappId: number; dueAt: Date } {
    const whatsappId = this.connectionIds[this.turn % this.connectionIds.length] as number;
    this.turn += 1;
    const clock = this.clocks.get(whatsappId) ?? { at: this.start.getTime(), sent: 0 };
    const dueAt = new Date(clock.at);
    clock.sent += 1;
    clock.at += Math.round(this.random() * this.pacing.messageInterval * 1000);
    if (this.pacing.longerIntervalAfter > 0 && clock.sent % this.pacing.longerIntervalAfter === 0)
      clock.at += this.pacing.greaterInterval * 1000;
    this.clocks.set(whatsappId, clock);
    return { whatsappId, dueAt };
  }
}
