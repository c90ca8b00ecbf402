/**
 * The agents of the socket fan-out benchmark (socket-fanout.ts), run as a child process so that parsing thousands
 * of copies of each event does not run on a server's event loop (on the same machine it still takes a core's share,
 * as the agents' browsers would not). Opens one socket.io socket per token, spread over the servers, and reports
 * when the last of them has a probe's appMessage.
 */
import { io, type Socket } from 'socket.io-client';

export interface FanoutClientsPlan {
  /** Servers' roots; socket i connects to roots[i % roots.length]. */
  roots: string[];
  tokens: string[];
  /** The appMessage event of the agents' company. */
  event: string;
}

/** A probe is a contact's message whose body is `${PROBE_PREFIX}${n}`. */
export const PROBE_PREFIX = 'fanout probe ';

export interface ProbeArrival {
  probe: number;
  /** Sockets that had it (all of them unless the wait timed out). */
  received: number;
  /** When the first and the last socket had it (epoch ms, comparable across processes). */
  firstAt: number;
  lastAt: number;
}

export type ClientsMessage =
  { connected: number; connectMs: number } | { arrival: ProbeArrival } | { cpuMs: number } | { error: string };

const CONNECT_AT_ONCE = 50;

function connect(root: string, token: string): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = io(root, { transports: ['websocket'], auth: { token }, reconnection: false, forceNew: true });
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => reject(error));
  });
}

async function connectAll(plan: FanoutClientsPlan): Promise<Socket[]> {
  const sockets: Socket[] = [];
  for (let start = 0; start < plan.tokens.length; start += CONNECT_AT_ONCE) {
    const tokens = plan.tokens.slice(start, start + CONNECT_AT_ONCE);
    sockets.push(
      ...(await Promise.all(
        tokens.map((token, i) => connect(plan.roots[(start + i) % plan.roots.length] as string, token)),
      )),
    );
  }
  return sockets;
}

function listen(plan: FanoutClientsPlan, sockets: Socket[], report: (message: ClientsMessage) => void): void {
  const arrivals = new Map<number, ProbeArrival>();
  for (const socket of sockets) {
    socket.on(plan.event, (payload: { action?: string; message?: { body?: string } }) => {
      const body = payload.message?.body;
      if (payload.action !== 'create' || !body?.startsWith(PROBE_PREFIX)) return;
      const at = performance.timeOrigin + performance.now();
      const probe = Number(body.slice(PROBE_PREFIX.length));
      const arrival = arrivals.get(probe) ?? { probe, received: 0, firstAt: at, lastAt: at };
      arrival.received += 1;
      arrival.lastAt = at;
      arrivals.set(probe, arrival);
      if (arrival.received === sockets.length) report({ arrival });
    });
  }
}

if (process.send) {
  const report = (message: ClientsMessage) => process.send?.(message);
  process.once('message', (plan: FanoutClientsPlan) => {
    const started = performance.now();
    connectAll(plan).then(
      (sockets) => {
        listen(plan, sockets, report);
        const cpu = process.cpuUsage();
        report({ connected: sockets.length, connectMs: performance.now() - started });
        // The parent's next message ends the run: the CPU the agents spent on the probes, then exit.
        process.once('message', () => {
          const used = process.cpuUsage(cpu);
          for (const socket of sockets) socket.disconnect();
          process.send?.({ cpuMs: (used.user + used.system) / 1000 } satisfies ClientsMessage, () => process.exit(0));
        });
      },
      (error: unknown) => process.send?.({ error: String(error) } satisfies ClientsMessage, () => process.exit(1)),
    );
  });
}
