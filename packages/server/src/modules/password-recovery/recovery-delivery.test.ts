import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PLATFORM_COMPANY_ID } from '@guiche/shared';
import type { ChannelAdapter } from '../../channels/types.js';
import type { Database } from '../../db/database.js';
import { contacts, messages, passwordRecoveries, tickets, users } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import { createCompany, createConnection, createQueue, createUser } from '../../test/factories.js';
import { createTestDatabase } from '../../test/test-database.js';
import { PasswordRecoveryService } from './password-recovery.service.js';
import { PlatformMessenger, verificationCodeText, type PlatformChannel } from './platform-messenger.js';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const silent = { warn: () => undefined } as unknown as FastifyBaseLogger;
/** Sending codes ends no session: nothing is announced. */
const noEvents = { emit: () => undefined };
const channel = { whatsappId: 1, adapter: {} as ChannelAdapter } satisfies PlatformChannel;

/** A recovery service whose sends are recorded and whose after-the-answer work waits until the test runs it. */
function recoveryWithFakes(send: (number: string, text: string) => Promise<void> = async () => undefined) {
  const steps: string[] = [];
  const later: (() => Promise<void>)[] = [];
  const messenger = {
    channel: vi.fn(async () => {
      steps.push('channel');
      return channel;
    }),
    send: vi.fn(async (_channel: PlatformChannel, number: string, text: string) => {
      steps.push('send');
      await send(number, text);
    }),
  };
  const service = new PasswordRecoveryService(
    database.db,
    noEvents,
    messenger,
    'secret',
    silent,
    () => new Date(),
    (task) => {
      steps.push('after answer');
      later.push(task);
    },
  );
  const runLater = async () => {
    for (const task of later.splice(0)) await task();
  };
  return { service, messenger, steps, runLater };
}

async function accountNumber(): Promise<string> {
  const company = await createCompany(database.db);
  const user = await createUser(database.db, company.id);
  const number = `5511${randomBytes(4).readUInt32BE(0) % 1_000_000_000}`.padEnd(13, '3');
  await database.db.update(users).set({ wpp: number }).where(eq(users.id, user.id));
  return number;
}
const unknownNumber = () => `5521${randomBytes(4).readUInt32BE(0) % 1_000_000_000}`.padEnd(13, '9');

describe('recovery code delivery (finding 11: the answer takes the same steps for every number)', () => {
  it('answers a known and an unknown number after the same steps, and sends only after the answer', async () => {
    const known = recoveryWithFakes();
    const knownNumber = await accountNumber();
    await expect(known.service.sendCode(knownNumber)).resolves.toBeUndefined();
    // Answered, and nothing sent yet: the send waits for the answer to be on its way.
    expect(known.messenger.send).not.toHaveBeenCalled();
    expect(known.steps).toEqual(['channel', 'after answer']);
    await known.runLater();
    expect(known.messenger.send).toHaveBeenCalledWith(
      channel,
      knownNumber,
      expect.stringMatching(/^Seu código de verificação do Guichê é \d{6}\./),
    );

    const unknown = recoveryWithFakes();
    const number = unknownNumber();
    await expect(unknown.service.sendCode(number)).resolves.toBeUndefined();
    expect(unknown.steps).toEqual(['channel']);
    await unknown.runLater();
    expect(unknown.messenger.send).not.toHaveBeenCalled();
    // Both stored a code alike (asking and guessing look the same either way).
    const rows = await database.db
      .select()
      .from(passwordRecoveries)
      .where(inArray(passwordRecoveries.wpp, [knownNumber, number]));
    expect(rows.map((row) => row.userId === null).sort()).toEqual([false, true]);
  });

  it('lets a code that could not be sent be asked for again at once', async () => {
    const failing = recoveryWithFakes(async () => {
      throw new Error('channel down');
    });
    const number = await accountNumber();
    await failing.service.sendCode(number);
    await failing.runLater();
    // Kept (guesses answer as for an unknown number), but out of its cooldown.
    expect(await database.db.select().from(passwordRecoveries).where(eq(passwordRecoveries.wpp, number))).toHaveLength(
      1,
    );
    const working = recoveryWithFakes();
    await working.service.sendCode(number);
    await working.runLater();
    expect(working.messenger.send).toHaveBeenCalledTimes(1);
  });

  it('refuses every number alike with a catalogue error while the platform connection does not run here', async () => {
    const messenger = new PlatformMessenger(database.db, { adapter: () => undefined });
    const service = new PasswordRecoveryService(database.db, noEvents, messenger, 'secret', silent);
    // No default connection in company 1 yet, then one whose session runs in no process here.
    await expect(service.sendCode(unknownNumber())).rejects.toMatchObject({ code: 'ERR_NO_DEF_WAPP_FOUND' });
    await createConnection(database.db, PLATFORM_COMPANY_ID, { channel: 'simulator', isDefault: true });
    const refusals = await Promise.all([
      service.sendCode(await accountNumber()).catch((e: unknown) => e),
      service.sendCode(unknownNumber()).catch((e: unknown) => e),
    ]);
    expect(refusals.map((error) => (error instanceof AppError ? error.code : error))).toEqual([
      'ERR_WAPP_NOT_INITIALIZED',
      'ERR_WAPP_NOT_INITIALIZED',
    ]);
  });
});

/** The purge statements of migration 0029 (those after its schema changes), as the migrator runs them. */
function purgeStatements(): string[] {
  const text = readFileSync(new URL('../../../drizzle/0029_recovery_codes_off_inbox.sql', import.meta.url), 'utf8');
  return text.split('--> statement-breakpoint').filter((statement) => statement.includes('Seu código de verificação'));
}

describe('migration 0029 purges the recovery codes stored the old way (finding 2)', () => {
  it('deletes the codes, the tickets and contacts made only for them, and the previews they left; nothing else', async () => {
    const db = database.db;
    const other = await createCompany(db);
    const queue = await createQueue(db, PLATFORM_COMPANY_ID);
    const code = verificationCodeText('123456');
    const [victim, customer, customerOther] = await db
      .insert(contacts)
      .values([
        { companyId: PLATFORM_COMPANY_ID, name: '5511911110000', number: '5511911110000' },
        { companyId: PLATFORM_COMPANY_ID, name: 'Cliente da plataforma', number: '5511922220000' },
        { companyId: other.id, name: '5511911110000', number: '5511911110000' },
      ])
      .returning();
    // As PlatformMessenger opened them: closed, no queue, no user, the code as last message.
    const [codeOnly, shared, otherTenant] = await db
      .insert(tickets)
      .values([
        { companyId: PLATFORM_COMPANY_ID, contactId: victim!.id, status: 'closed', lastMessage: code },
        {
          companyId: PLATFORM_COMPANY_ID,
          contactId: customer!.id,
          queueId: queue.id,
          status: 'open',
          lastMessage: code,
        },
        { companyId: other.id, contactId: customerOther!.id, status: 'closed', lastMessage: code },
      ])
      .returning();
    const message = (ticketId: number, companyId: number, body: string, fromMe = true) => ({
      companyId,
      ticketId,
      wid: randomBytes(8).toString('hex'),
      fromMe,
      body,
    });
    await db
      .insert(messages)
      .values([
        message(codeOnly!.id, PLATFORM_COMPANY_ID, code),
        message(codeOnly!.id, PLATFORM_COMPANY_ID, verificationCodeText('654321')),
        message(shared!.id, PLATFORM_COMPANY_ID, 'Preciso de ajuda com a fatura', false),
        message(shared!.id, PLATFORM_COMPANY_ID, code),
        message(otherTenant!.id, other.id, code),
      ]);

    for (const statement of purgeStatements()) await db.execute(sql.raw(statement));

    expect(await db.select().from(tickets).where(eq(tickets.id, codeOnly!.id))).toEqual([]);
    expect(await db.select().from(contacts).where(eq(contacts.id, victim!.id))).toEqual([]);
    const [kept] = await db.select().from(tickets).where(eq(tickets.id, shared!.id));
    expect(kept?.lastMessage).toBe('Preciso de ajuda com a fatura');
    expect((await db.select().from(messages).where(eq(messages.ticketId, shared!.id))).map((row) => row.body)).toEqual([
      'Preciso de ajuda com a fatura',
    ]);
    // Another company's text is its own business.
    expect(await db.select().from(messages).where(eq(messages.ticketId, otherTenant!.id))).toHaveLength(1);
    expect(await db.select().from(contacts).where(eq(contacts.id, customer!.id))).toHaveLength(1);
  });
});
