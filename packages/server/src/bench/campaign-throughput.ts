/**
 * Campaigns: three figures per engine, each on a fresh database.
 * - import: an xlsx of BENCH_CAMPAIGN_ROWS rows uploaded into a contact list (rows/s, peak RSS growth);
 * - plan: a campaign of those recipients, from its creation to every recipient planned and queued (s, peak RSS);
 * - send: a campaign of BENCH_CAMPAIGN_SENDS recipients over a simulator connection with every pause at 0, from its
 *   creation to FINALIZADA (msg/s the queue sustains).
 * PGlite always (unless BENCH_SKIP_PGLITE=1), PostgreSQL when DATABASE_URL is set. A benchmark, not a test.
 */
import { createReadStream, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { openDatabase, type Database } from '../db/database.js';
import { campaignShippings, campaigns } from '../db/schema/index.js';
import { benchConfig, startBenchApp, withScratchPostgres } from './bench-app.js';

const ROWS = Number(process.env.BENCH_CAMPAIGN_ROWS ?? 100_000);
const SENDS = Number(process.env.BENCH_CAMPAIGN_SENDS ?? 5_000);

async function main(): Promise<void> {
  const folder = mkdtempSync(join(tmpdir(), 'guiche-bench-sheets-'));
  try {
    const big = await writeSheet(join(folder, 'big.xlsx'), ROWS, 0);
    const small = await writeSheet(join(folder, 'small.xlsx'), SENDS, 5_000_000);
    process.stdout.write(
      'engine    import rows/s  import ΔRSS MB  plan rows  plan s  plan ΔRSS MB  sends  send msg/s\n',
    );
    if (process.env.BENCH_SKIP_PGLITE !== '1') await run('pglite', await openDatabase({}), big, small);
    const url = process.env.DATABASE_URL;
    if (!url) {
      console.warn('DATABASE_URL is not set: PostgreSQL skipped');
      return;
    }
    await withScratchPostgres(url, async (databaseUrl) =>
      run('postgres', await openDatabase({ databaseUrl }), big, small),
    );
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** An xlsx of `rows` recipients, written row by row (exceljs' streaming writer). */
async function writeSheet(path: string, rows: number, offset: number): Promise<string> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: path, useSharedStrings: false });
  const sheet = workbook.addWorksheet('Contatos');
  sheet.addRow(['nome', 'numero', 'email', 'cidade']).commit();
  for (let i = 0; i < rows; i += 1)
    sheet.addRow([`Cliente ${i}`, `55119${String(10_000_000 + offset + i)}`, '', 'Recife']).commit();
  await workbook.commit();
  return path;
}

/** Samples RSS while `work` runs; answers its duration and the peak growth over the start. */
async function measured<T>(work: () => Promise<T>): Promise<{ value: T; seconds: number; rssMb: number }> {
  const start = process.memoryUsage().rss;
  let peak = start;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50);
  const began = performance.now();
  try {
    const value = await work();
    return { value, seconds: (performance.now() - began) / 1000, rssMb: (peak - start) / 1_048_576 };
  } finally {
    clearInterval(sampler);
  }
}

async function run(engine: string, database: Database, big: string, small: string): Promise<void> {
  const { app, config, base, close } = await startBenchApp(database, {
    configure: (dataDir) => ({
      ...benchConfig(dataDir),
      simulatorEnabled: true,
      logLevel: process.env.BENCH_LOG_LEVEL ?? 'silent',
    }),
  });
  try {
    const token = ((await request(base, 'POST', '/auth/login', config.admin)) as { token: string }).token;
    await request(base, 'PUT', '/companySettings', { column: 'campaignsEnabled', data: 'true' }, token);
    const { id: whatsappId } = (await request(
      base,
      'POST',
      '/whatsapp',
      { name: 'Bench simulator', channel: 'simulator' },
      token,
    )) as { id: number };
    await until(() => app.services.channels.adapter(whatsappId) !== undefined);
    await request(base, 'POST', `/simulator/${whatsappId}/scan`, {}, token);

    // Import.
    const bigList = (await request(base, 'POST', '/contact-lists', { name: 'Bench 100k' }, token)) as { id: number };
    const imported = await measured(() => upload(base, token, bigList.id, big));
    // Plan: default pacing spreads the sends over days, so this measures the plan, not the sends; cancelled after.
    const planned = await measured(async () => {
      const campaign = (await request(base, 'POST', '/campaigns', campaignBody(bigList.id, whatsappId), token)) as {
        id: number;
      };
      await until(
        async () =>
          (
            await database.db
              .select({ value: count() })
              .from(campaignShippings)
              .where(eq(campaignShippings.campaignId, campaign.id))
          )[0]?.value === ROWS,
      );
      return campaign.id;
    });
    await request(base, 'POST', `/campaigns/${planned.value}/cancel`, {}, token);

    // Send: every pause at 0.
    await request(
      base,
      'POST',
      '/campaign-settings',
      { settings: { messageInterval: 0, longerIntervalAfter: 0, greaterInterval: 0, variables: [] } },
      token,
    );
    const smallList = (await request(base, 'POST', '/contact-lists', { name: 'Bench sends' }, token)) as { id: number };
    await upload(base, token, smallList.id, small);
    const sent = await measured(async () => {
      const campaign = (await request(base, 'POST', '/campaigns', campaignBody(smallList.id, whatsappId), token)) as {
        id: number;
      };
      // Read from the database, not over HTTP: a poll every 100 ms for minutes is load of its own on the server measured.
      await until(
        async () =>
          (
            await database.db.select({ status: campaigns.status }).from(campaigns).where(eq(campaigns.id, campaign.id))
          )[0]?.status === 'FINALIZADA',
        1_800_000,
      );
    });
    process.stdout.write(
      `${engine.padEnd(9)} ${(ROWS / imported.seconds).toFixed(0).padStart(13)}  ${imported.rssMb.toFixed(0).padStart(14)}  ${String(ROWS).padStart(9)}  ${planned.seconds.toFixed(1).padStart(6)}  ${planned.rssMb
        .toFixed(0)
        .padStart(12)}  ${String(SENDS).padStart(5)}  ${(SENDS / sent.seconds).toFixed(0).padStart(10)}\n`,
    );
  } finally {
    await close();
  }
}

const campaignBody = (contactListId: number, whatsappId: number) => ({
  name: `Bench ${contactListId}`,
  contactListId,
  whatsappId: String(whatsappId),
  scheduledAt: new Date().toISOString(),
  message1: 'Olá {nome}, oferta para {cidade}',
  message2: 'Oi {nome}! Promoção em {cidade}',
});

async function upload(base: string, token: string, listId: number, path: string): Promise<void> {
  const form = new FormData();
  const file = await new Response(createReadStream(path) as unknown as ReadableStream).blob();
  form.append(
    'file',
    new Blob([file], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }),
    'contatos.xlsx',
  );
  const response = await fetch(`${base}/contact-lists/${listId}/upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  if (!response.ok)
    throw new Error(`upload answered ${response.status}: ${await response.text()} (${statSync(path).size} bytes)`);
}

async function until(check: () => boolean | Promise<boolean>, ms = 600_000, every = 100): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('bench: timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, every));
  }
}

async function request(base: string, method: string, path: string, body: unknown, token?: string): Promise<unknown> {
  const send = () =>
    fetch(`${base}${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  // Client and server share this process: after minutes of planning or sending keep the event loop busy, the server
  // may close the idle keep-alive connection just as the client reuses it (ECONNRESET, the request never read). Sent
  // again once, on a new connection.
  const response = await send().catch((error: unknown) => {
    if ((error as { cause?: { code?: string } }).cause?.code !== 'ECONNRESET') throw error;
    return send();
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
  return text ? (JSON.parse(text) as unknown) : undefined;
}

await main();
