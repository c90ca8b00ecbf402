import type { AppBroadcastOperator, AppNamespace, AppRemoteSocket } from './socket-types.js';

/**
 * Rooms across every namespace the same sockets are served on ('/' and '/api', socket-server.ts): each emit, fetch or
 * disconnect is done once per namespace, through that namespace's adapter (Redis when configured).
 */
export class Broadcast {
  constructor(private readonly operators: readonly AppBroadcastOperator[]) {}

  to(room: string | string[]): Broadcast {
    return new Broadcast(this.operators.map((operator) => operator.to(room)));
  }

  except(room: string | string[]): Broadcast {
    return new Broadcast(this.operators.map((operator) => operator.except(room)));
  }

  emit(event: string, payload: unknown): void {
    for (const operator of this.operators) operator.emit(event, payload);
  }

  async fetchSockets(): Promise<AppRemoteSocket[]> {
    return (await Promise.all(this.operators.map((operator) => operator.fetchSockets()))).flat();
  }

  disconnectSockets(close: boolean): void {
    for (const operator of this.operators) operator.disconnectSockets(close);
  }
}

/** What listeners emit through: socket.io's `io.to(...)` / `io.in(...)`, for every served namespace at once. */
export class Broadcaster {
  constructor(
    private readonly namespaces: readonly AppNamespace[],
    /**
     * Other processes serve sockets too (the Redis adapter): every namespace is told. A lone process skips the
     * namespaces no socket is connected to here: socket.io encodes each broadcast's payload per namespace before
     * it looks for sockets, and most deployments use one of the two.
     */
    private readonly clustered: boolean,
  ) {}

  to(room: string | string[]): Broadcast {
    return new Broadcast(this.served().map((namespace) => namespace.to(room)));
  }

  in(room: string | string[]): Broadcast {
    return this.to(room);
  }

  /** Every socket of every company: only for platform-wide content (platformEvents). */
  everyone(): Broadcast {
    return new Broadcast(this.served().map((namespace) => namespace.except([])));
  }

  private served(): readonly AppNamespace[] {
    return this.clustered ? this.namespaces : this.namespaces.filter((namespace) => namespace.sockets.size > 0);
  }
}
