import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.js';
import { channelLeases, whatsapps } from '../../db/schema/index.js';
import { DomainEvents } from '../../events/domain-events.js';
import type { InboundPipeline } from '../../modules/inbound/inbound.pipeline.js';
import { createCompany } from '../../test/factories.js';
import { pause } from '../../test/sockets.js';
import { createTestDatabase } from '../../test/test-database.js';
import type { Fence } from '../lease/session-lease.js';
import { createWhatsappConnection } from '../lease/testing/connection-fixtures.js';
import type { ChannelAdapter } from '../types.js';
import { ChannelManager } from './channel-manager.js';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

/** A session whose opening waits for the test's word, then writes under its lease as a real one does. */
class GatedSession {
  disconnected = false;
  constructor(
    readonly fence: Fence,
    private readonly opened: Promise<void>,
  ) {}

  adapter(): ChannelAdapter {
    const unused = () => Promise.reject(new Error('not used here'));
    return {
      kind: 'whatsapp',
      capabilities: { qr: true, pairingCode: false, edit: false, delete: false, presence: false },
      repeatIsHarmless: true,
      connect: async () => {
        await this.opened;
        await this.fence.runFenced(async () => undefined);
      },
      disconnect: async () => {
        this.disconnected = true;
      },
      on: () => () => undefined,
      send: unused,
      edit: unused,
      delete: unused,
      markRead: unused,
      setPresence: unused,
      profilePictureUrl: unused,
    };
  }
}

/** A manager of one process whose WhatsApp sessions open when `open` is called. */
function gatedManager() {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  const sessions: GatedSession[] = [];
  const manager = new ChannelManager(
    database.db,
    new DomainEvents(() => undefined),
    {} as InboundPipeline,
    pino({ level: 'silent' }),
    {
      whatsapp: ({ fence }) => {
        const session = new GatedSession(fence, opened);
        sessions.push(session);
        return session.adapter();
      },
    },
  );
  return { manager, sessions, open };
}

/** A connection just created: opening, and held by nobody, so the sweep may adopt it. */
async function newConnection(): Promise<{ companyId: number; whatsappId: number }> {
  const company = await createCompany(database.db);
  const { id } = await createWhatsappConnection(database.db, company.id);
  await database.db.update(whatsapps).set({ status: 'OPENING' }).where(eq(whatsapps.id, id));
  return { companyId: company.id, whatsappId: id };
}

async function untilSessions(sessions: GatedSession[], count: number): Promise<void> {
  while (sessions.length < count) await new Promise(setImmediate);
}

const leaseOf = async (whatsappId: number) =>
  (await database.db.select().from(channelLeases).where(eq(channelLeases.whatsappId, whatsappId)))[0];

describe('the lifecycle of one connection in one process', () => {
  it('a start that arrives while the sweep is opening the session replaces it once it opened; the late opening ends nothing', async () => {
    const { companyId, whatsappId } = await newConnection();
    const { manager, sessions, open } = gatedManager();

    const adopting = manager.adoptUnowned();
    await untilSessions(sessions, 1);
    const starting = manager.start(companyId, whatsappId);
    // Time for a start that did not wait to end the opening session, take the lease and open its own.
    await pause(200);
    open();
    await Promise.all([adopting, starting]);

    const [adopted, started] = sessions;
    expect(adopted?.disconnected).toBe(true);
    expect(started?.disconnected).toBe(false);
    expect(manager.adapter(whatsappId)).toBeDefined();
    expect(await leaseOf(whatsappId)).toMatchObject({ owner: manager.instanceId });
    await expect(started?.fence.runFenced(async () => 'written')).resolves.toBe('written');
    // Stopped on purpose, so that the next test's sweep leaves it alone.
    await manager.stop(companyId, whatsappId, { logout: false });
  });

  it("a new connection's own start leaves alone the session the sweep adopted first", async () => {
    const { companyId, whatsappId } = await newConnection();
    const { manager, sessions, open } = gatedManager();

    const adopting = manager.adoptUnowned();
    await untilSessions(sessions, 1);
    const starting = manager.startIfIdle(companyId, whatsappId);
    open();
    await adopting;

    expect(await starting).toBe(true);
    expect(sessions).toHaveLength(1);
    expect(sessions[0]?.disconnected).toBe(false);
    await expect(sessions[0]?.fence.runFenced(async () => 'written')).resolves.toBe('written');
    // Stopped on purpose, so that the next test's sweep leaves it alone.
    await manager.stop(companyId, whatsappId, { logout: false });
  });
});
