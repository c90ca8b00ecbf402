import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { PACKAGE_ROOT } from '../../config.js';
import { PGLITE_EXTENSIONS, openDatabase, type Database } from '../../db/database.js';
import { contactErasures, contacts, messages, ticketNotes, tickets } from '../../db/schema/index.js';
import { createCompany } from '../../test/factories.js';
import { createScratchDatabase, type ScratchDatabase } from '../../test/faults/spawned-server.js';
import { testDbKind } from '../../test/test-database.js';
import { contactErasureRepository } from './contact-erasure.repository.js';
import type { ErasureWorkerPlan } from './testing/erasure-worker-process.js';
import { markedPng } from './testing/erasure-world.js';
import { filesContaining, findTexts } from './testing/traces.js';

const WORKER = fileURLToPath(new URL('./testing/erasure-worker-process.ts', import.meta.url));
const MESSAGES = 40;
const BATCH = 5;
const SECRET = 'KILL-segredo';
const NUMBER = '5531997766554';

const work = mkdtempSync(join(tmpdir(), 'guiche-erasure-kill-'));
const uploads = join(work, 'uploads');
let scratch: ScratchDatabase | undefined;
afterAll(async () => {
  await scratch?.drop();
  rmSync(work, { recursive: true, force: true });
});

/** The test's database: a copy of the PostgreSQL template, or an embedded database in a data folder of its own. */
async function openWorld(): Promise<{
  plan: Pick<ErasureWorkerPlan, 'databaseUrl' | 'dataDir'>;
  open(): Promise<Database>;
}> {
  if (testDbKind() === 'postgres') {
    scratch = await createScratchDatabase();
    const url = scratch.url;
    return { plan: { databaseUrl: url }, open: () => openDatabase({ databaseUrl: url, onPoolError: () => undefined }) };
  }
  const dataDir = join(work, 'data');
  const folder = join(dataDir, 'pglite');
  mkdirSync(folder, { recursive: true });
  const snapshot = new Blob([readFileSync(inject('pgliteSnapshot'))]);
  await (await PGlite.create(folder, { loadDataDir: snapshot, extensions: PGLITE_EXTENSIONS })).close();
  return { plan: { dataDir }, open: () => openDatabase({ dataDir }) };
}

/** A contact with MESSAGES messages, each with a file of its own, a note, and its erasure asked for (pending). */
async function seed(database: Database, marker: Buffer): Promise<{ erasureId: number; contactId: number }> {
  const { db } = database;
  const company = await createCompany(db);
  const [contact] = await db
    .insert(contacts)
    .values({ companyId: company.id, name: `Pessoa ${SECRET}`, number: NUMBER })
    .returning();
  const [ticket] = await db
    .insert(tickets)
    .values({ companyId: company.id, contactId: contact!.id, status: 'closed', lastMessage: SECRET })
    .returning();
  const folder = join(uploads, `company-${company.id}`, 'messages');
  mkdirSync(folder, { recursive: true });
  for (let n = 0; n < MESSAGES; n++) {
    const key = `company-${company.id}/messages/${randomUUID()}.png`;
    writeFileSync(join(uploads, key), markedPng(marker));
    await db.insert(messages).values({
      companyId: company.id,
      ticketId: ticket!.id,
      contactId: contact!.id,
      wid: `kill-${n}`,
      body: `${SECRET} ${n}`,
      mediaType: 'image',
      mediaUrl: key,
      remoteJid: `${NUMBER}@s.whatsapp.net`,
    });
  }
  await db
    .insert(ticketNotes)
    .values({ companyId: company.id, contactId: contact!.id, ticketId: ticket!.id, note: SECRET });
  const erasure = await contactErasureRepository.insertOpen(db, company.id, {
    contactId: contact!.id,
    requestedById: null,
    requestedByName: 'Admin',
    numberHash: '',
    blockedUntil: null,
  });
  return { erasureId: erasure!.id, contactId: contact!.id };
}

interface Worker {
  child: ChildProcess;
  removed: number;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  output(): string;
}

function startWorker(plan: ErasureWorkerPlan, onRemoved?: (count: number, worker: Worker) => void): Worker {
  const child = spawn(process.execPath, ['--import', 'tsx', '--conditions=source', WORKER, JSON.stringify(plan)], {
    cwd: PACKAGE_ROOT,
    env: { PATH: process.env.PATH, NODE_ENV: 'test' },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const worker: Worker = {
    child,
    removed: 0,
    exited: new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal }))),
    output: () => output,
  };
  child.on('message', (message: { removed?: string }) => {
    if (message.removed === undefined) return;
    worker.removed += 1;
    onRemoved?.(worker.removed, worker);
  });
  return worker;
}

describe('an erasure killed mid-way (kill -9)', () => {
  it(
    'is taken up by the next process, which finishes it with exact counts and no trace left',
    { timeout: 180_000 },
    async () => {
      const marker = Buffer.from(`KILL-FILE-${randomUUID()}`);
      const world = await openWorld();
      const seeding = await world.open();
      const { erasureId, contactId } = await seed(seeding, marker);
      await seeding.close();
      const plan: ErasureWorkerPlan = { ...world.plan, uploads, erasureId, batchSize: BATCH, removalPauseMs: 40 };

      // Killed inside its third batch: some files of that batch removed, its rows not yet changed.
      const first = startWorker(plan, (count, worker) => {
        if (count === 2 * BATCH + 2) worker.child.kill('SIGKILL');
      });
      const killed = await first.exited;
      expect(killed.signal, first.output()).toBe('SIGKILL');

      const between = await world.open();
      const [midway] = await between.db.select().from(contactErasures).where(eq(contactErasures.id, erasureId));
      const left = await between.db
        .select({ body: messages.body })
        .from(messages)
        .where(eq(messages.contactId, contactId));
      await between.close();
      expect(midway?.status).toBe('running');
      const erased = left.filter((row) => row.body === '').length;
      expect(erased).toBeGreaterThanOrEqual(2 * BATCH);
      expect(erased).toBeLessThan(MESSAGES);

      const second = startWorker(plan);
      const finished = await second.exited;
      expect(finished.code, second.output()).toBe(0);

      const after = await world.open();
      try {
        const [done] = await after.db.select().from(contactErasures).where(eq(contactErasures.id, erasureId));
        expect(done).toMatchObject({ status: 'done' });
        expect(done?.counts).toMatchObject({
          messagesReplaced: MESSAGES,
          mediaRemoved: MESSAGES,
          notesDeleted: 1,
          ticketsKept: 1,
        });
        expect(await findTexts(after, [SECRET, NUMBER])).toEqual([]);
        expect(filesContaining(uploads, marker)).toEqual([]);
      } finally {
        await after.close();
      }
    },
  );
});
