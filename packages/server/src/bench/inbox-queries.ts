/**
 * Inbox read latency: seeds companies, tickets and messages in bulk, then measures GET /tickets (open, pending,
 * search) and GET /messages/{ticketId} through HTTP, one request at a time, and prints p50/p95 per query.
 * PGlite runs a small scale; PostgreSQL (DATABASE_URL) the full one: 100 companies, 1M tickets, 10M messages.
 * Scale by BENCH_COMPANIES, BENCH_TICKETS (per company) and BENCH_MESSAGES_PER_TICKET. BENCH_KEEP_DATABASE=name
 * seeds the PostgreSQL database `name` once and reuses it on later runs (the seed takes minutes; drop it by hand).
 * A benchmark, not a test.
 */
import { openDatabase, type Database } from '../db/database.js';
import { seedDatabase } from '../db/seed.js';
import { startBenchApp, withKeptPostgres, withScratchPostgres } from './bench-app.js';
import { benchGet, benchLogin } from './bench-http.js';
import { pct, sampleGets } from './latency.js';
import { BENCH_PASSWORD, adminEmailOf, agentEmailOf, seedInbox, type InboxScale } from './inbox-seed.js';

const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 200);
/**
 * Search terms by class, as the costs differ: a common word is settled by the short walk of the newest tickets, a
 * rare name (one contact per company, or none) by the trigram indexes after the walk, a number by the contacts'
 * numbers.
 */
const SEARCH_TERMS = {
  common: ['boleto', 'entrega atrasada', 'reembolso'],
  rare: ['Cliente 4217', 'Cliente 9031 ', 'cliente 77 suporte'],
  number: ['5511900004217', '11 90000-9031', '5511900001'],
} as const;

interface TicketPage {
  tickets: { id: number }[];
}

async function main(): Promise<void> {
  const scaleOf = (companies: number, tickets: number, messages: number): InboxScale => ({
    companies: Number(process.env.BENCH_COMPANIES ?? companies),
    ticketsPerCompany: Number(process.env.BENCH_TICKETS ?? tickets),
    messagesPerTicket: Number(process.env.BENCH_MESSAGES_PER_TICKET ?? messages),
  });
  if (process.env.BENCH_SKIP_PGLITE !== '1') await run('pglite', await openDatabase({}), scaleOf(10, 2_000, 10));
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.warn('DATABASE_URL is not set: PostgreSQL skipped');
    return;
  }
  const full = scaleOf(100, 10_000, 10);
  const kept = process.env.BENCH_KEEP_DATABASE;
  if (kept)
    await withKeptPostgres(url, kept, async (databaseUrl, created) =>
      run('postgres', await openDatabase({ databaseUrl }), full, created),
    );
  else
    await withScratchPostgres(url, async (databaseUrl) => run('postgres', await openDatabase({ databaseUrl }), full));
}

async function run(kind: string, database: Database, scale: InboxScale, seed = true): Promise<void> {
  const log = (line: string) => process.stdout.write(`${line}\n`);
  const tickets = scale.companies * scale.ticketsPerCompany;
  await database.migrate();
  if (seed) {
    log(
      `${kind}: seeding ${scale.companies} companies, ${tickets} tickets, ${tickets * scale.messagesPerTicket} messages`,
    );
    await seedDatabase(database.db, { adminEmail: 'bench@guiche.local', adminPassword: BENCH_PASSWORD });
    await seedInbox(database, scale, log);
  } else {
    log(`${kind}: reusing the seeded database`);
  }
  const { base, close } = await startBenchApp(database, { seed: false });
  try {
    // A few companies, each read by its admin (sees everything) and by an agent (one queue).
    const readers: string[] = [];
    for (let c = 1; c <= Math.min(scale.companies, 5); c += 1) {
      readers.push(await benchLogin(base, adminEmailOf(c)), await benchLogin(base, agentEmailOf(c)));
    }
    const reader = (i: number) => readers[i % readers.length]!;
    const report = (name: string, times: number[]) =>
      log(`  ${name.padEnd(34)} p50 ${pct(times, 50)} ms  p95 ${pct(times, 95)} ms  (n=${times.length})`);

    const get = (path: string, i: number) => ({ url: `${base}${path}`, token: reader(i) });
    report('GET /tickets status=open', await sampleGets((i) => get('/tickets?status=open&showAll=true', i), SAMPLES));
    report('GET /tickets status=pending', await sampleGets((i) => get('/tickets?status=pending', i), SAMPLES));
    report(
      'GET /tickets status=closed (page 3)',
      await sampleGets((i) => get('/tickets?status=closed&showAll=true&pageNumber=3', i), SAMPLES),
    );
    for (const [kind, terms] of Object.entries(SEARCH_TERMS)) {
      const searchPath = (i: number) =>
        `/tickets?searchParam=${encodeURIComponent(terms[i % terms.length]!)}&showAll=true`;
      report(`GET /tickets search (${kind})`, await sampleGets((i) => get(searchPath(i), i), SAMPLES));
    }

    const ticketIds = new Map<string, number[]>();
    for (const token of readers) {
      const page = (await benchGet(base, '/tickets?status=closed&showAll=true', token)) as TicketPage;
      ticketIds.set(
        token,
        page.tickets.map((ticket) => ticket.id),
      );
    }
    report(
      'GET /messages/{ticketId}',
      await sampleGets((i) => {
        const ids = ticketIds.get(reader(i)) ?? [];
        return get(`/messages/${ids[i % Math.max(ids.length, 1)] ?? 0}`, i);
      }, SAMPLES),
    );
  } finally {
    await close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
