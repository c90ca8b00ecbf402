import { pino } from 'pino';
import type { Db } from '../../../db/database.js';
import { SecretBox } from '../../../security/secret-box.js';
import { SessionLease, type SessionLeaseOptions } from '../../lease/session-lease.js';
import type { ChannelEvent, ConnectionState, InboundMessage } from '../../types.js';
import { BaileysAdapter, type BaileysAdapterOptions } from '../baileys.adapter.js';
import { fakeSocketFactory } from './fake-socket.js';

export const TEST_SECRET_BOX = new SecretBox('whatsapp adapter tests');
export const SILENT_LOGGER = pino({ level: 'silent' });

export interface HarnessTarget {
  db: Db;
  companyId: number;
  whatsappId: number;
}

export interface HarnessOptions extends Partial<BaileysAdapterOptions> {
  /** The host process taking the lease (default `node-a`). */
  owner?: string | undefined;
  leaseOptions?: SessionLeaseOptions | undefined;
}

/**
 * What the channel manager does for a connection, on fake sockets: takes the lease as host `owner`, then builds the
 * adapter under it, with a WhatsApp version injected (no network) and tiny deterministic backoffs.
 */
export async function adapterHarness(
  target: HarnessTarget,
  { owner = 'node-a', leaseOptions, ...options }: HarnessOptions = {},
) {
  const lease = await SessionLease.acquire(target.db, { ...target, owner }, leaseOptions);
  if (!lease) throw new Error(`${owner} could not take the lease`);
  const factory = fakeSocketFactory();
  const events: ChannelEvent[] = [];
  const adapter = new BaileysAdapter({
    ...target,
    fence: lease,
    secretBox: TEST_SECRET_BOX,
    makeSocket: factory.makeSocket,
    version: [2, 3000, 1_000_000_000],
    logger: SILENT_LOGGER,
    backoff: { baseMs: 1, maxMs: 4, random: () => 0 },
    downloadMedia: async () => Buffer.from('media bytes'),
    ...options,
  });
  adapter.on((event) => {
    events.push(event);
  });
  return {
    adapter,
    lease,
    factory,
    events,
    statuses: (): ConnectionState[] => events.flatMap((event) => (event.type === 'status' ? [event.state] : [])),
    messages: (): InboundMessage[] => events.flatMap((event) => (event.type === 'message' ? [event.message] : [])),
    /** Connects and opens the first socket (credentials not yet registered). */
    async open() {
      await adapter.connect();
      await factory.latest().open();
      return factory.latest();
    },
  };
}

/** Resolves once `check` passes (reconnects run on timers); fails after `timeoutMs`. */
export async function eventually(check: () => boolean, timeoutMs = 2_000): Promise<void> {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}
