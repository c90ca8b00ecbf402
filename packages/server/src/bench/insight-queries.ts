/**
 * Dashboard and report latency (issue 18): seeds companies of BENCH_TICKETS tickets each (200,000 on PostgreSQL,
 * 20,000 on PGlite) with their attendance cycles and ratings, then, as the first company's admin, measures through
 * HTTP the p50/p95 of every dashboard call over the last 30 days and of the report's first page (no filter, a date
 * range, closed only, a contact search), and the xlsx export of about half the company's tickets: rows per second
 * and how far the process's memory grew while it streamed.
 * Scale by BENCH_COMPANIES and BENCH_TICKETS; BENCH_SAMPLES requests per call. BENCH_KEEP_DATABASE=name seeds the
 * PostgreSQL database `name` once and reuses it. A benchmark, not a test.
 */
import { addCalendarDays, calendarDayOf, DEFAULT_TIMEZONE } from '@guiche/shared';
import { openDatabase, type Database } from '../db/database.js';
import { seedDatabase } from '../db/seed.js';
import { REPORT_ROWS_HEADER } from '../modules/reports/reports.routes.js';
import { startBenchApp, withKeptPostgres, withScratchPostgres } from './bench-app.js';
import { benchLogin } from './bench-http.js';
import { BENCH_PASSWORD, adminEmailOf, seedInbox, type InboxScale } from './inbox-seed.js';
import { pct, sampleGets } from './latency.js';

const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 100);

async function main(): Promise<void> {
  const scaleOf = (companies: number, tickets: number): InboxScale => ({
    companies: Number(process.env.BENCH_COMPANIES ?? companies),
    ticketsPerCompany: Number(process.env.BENCH_TICKETS ?? tickets),
    messagesPerTicket: 0,
  });
  if (process.env.BENCH_SKIP_PGLITE !== '1') await run('pglite', await openDatabase({}), scaleOf(2, 20_000));
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.warn('DATABASE_URL is not set: PostgreSQL skipped');
    return;
  }
  const full = scaleOf(3, 200_000);
  const kept = process.env.BENCH_KEEP_DATABASE;
  if (kept)
    await withKeptPostgres(url, kept, async (databaseUrl, created) =>
      run('postgres', await openDatabase({ databaseUrl }), full, created),
    );
  else
    await withScratchPostgres(url, async (databaseUrl) => run('postgres', await openDatabase({ databaseUrl }), full));
}

/**
 * Attendance cycles as the recorder leaves them, for every ticket but groups: queued at the ticket's creation,
 * waits of 0 to 29 minutes for those taken, services of 5 to 54 minutes for those closed, a third of the closed
 * rated 0 to 10 (with the user_ratings row the report reads), and one closed ticket in ten reopened and closed again
 * a day later (a second cycle).
 */
async function seedAttendances(database: Database, log: (line: string) => void): Promise<void> {
  const sql = (text: string) => database.executeSql(text);
  const started = performance.now();
  await sql(`update tickets set closed_at = updated_at where status = 'closed'`);
  // The tickets were inserted in bulk a moment ago, so the cycles their trigger opened all start then: a history
  // with waits and services replaces them.
  await sql('delete from attendance_cycles');
  await sql(`
    insert into attendance_cycles (company_id, ticket_id, whatsapp_id, queue_id, user_id, queued_at, started_at, finished_at, rated_at, rate)
    select t.company_id, t.id, t.whatsapp_id, t.queue_id,
           case when t.status in ('open', 'closed') then coalesce(t.user_id, u.ids[1 + t.id % 4]) end,
           t.created_at,
           case when t.status in ('open', 'closed') then t.created_at + (t.id % 30) * interval '1 minute' end,
           case when t.status = 'closed' then t.created_at + (t.id % 30 + 5 + t.id % 50) * interval '1 minute' end,
           case when t.status = 'closed' and t.id % 3 = 0 then t.created_at + interval '2 hours' end,
           case when t.status = 'closed' and t.id % 3 = 0 then t.id % 11 end
    from tickets t
    join lateral (select array_agg(id order by id) ids from users where company_id = t.company_id and profile = 'user') u on true
    where not t.is_group`);
  await sql(`
    insert into attendance_cycles (company_id, ticket_id, whatsapp_id, queue_id, user_id, queued_at, started_at, finished_at)
    select company_id, ticket_id, whatsapp_id, queue_id, user_id, queued_at + interval '1 day', queued_at + interval '1 day 10 minutes', queued_at + interval '1 day 40 minutes'
    from attendance_cycles where finished_at is not null and ticket_id % 10 = 0`);
  await sql(`
    insert into user_ratings (company_id, ticket_id, user_id, rate, created_at, updated_at)
    select company_id, ticket_id, user_id, rate, rated_at, rated_at from attendance_cycles where rate is not null`);
  await sql('analyze');
  log(`  attendance cycles and ratings seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

async function run(kind: string, database: Database, scale: InboxScale, seed = true): Promise<void> {
  const log = (line: string) => process.stdout.write(`${line}\n`);
  await database.migrate();
  if (seed) {
    log(
      `${kind}: seeding ${scale.companies} companies of ${scale.ticketsPerCompany} tickets with their attendance cycles`,
    );
    await seedDatabase(database.db, { adminEmail: 'bench@guiche.local', adminPassword: BENCH_PASSWORD });
    await seedInbox(database, scale, log);
    await seedAttendances(database, log);
  } else {
    log(`${kind}: reusing the seeded database`);
  }
  const { base, close } = await startBenchApp(database, { seed: false });
  try {
    const token = await benchLogin(base, adminEmailOf(1));
    const report = (name: string, times: number[]) =>
      log(`  ${name.padEnd(44)} p50 ${pct(times, 50)} ms  p95 ${pct(times, 95)} ms  (n=${times.length})`);
    const measure = async (name: string, path: (i: number) => string) =>
      report(name, await sampleGets((i) => ({ url: `${base}${path(i)}`, token }), SAMPLES));

    for (const call of [
      '',
      '/total-atendimentos',
      '/queues',
      '/ticketsUsers',
      '/user-info',
      '/nps-info',
      '/atendimentos-encerrados',
    ]) {
      await measure(`GET /dashboard${call} days=30`, () => `/dashboard${call}?days=30`);
    }
    await measure('GET /dashboard/moments', () => '/dashboard/moments');

    // The seeded companies keep the default zone, which the report reads its days in when the call names none.
    const today = calendarDayOf(new Date(), DEFAULT_TIMEZONE);
    const daysAgo = (days: number) => addCalendarDays(today, -days);
    const list = (values: unknown[]) => encodeURIComponent(JSON.stringify(values));
    await measure('GET /ticket/reports page 1', () => '/ticket/reports?page=1&pageSize=10');
    await measure(
      'GET /ticket/reports page 1, last 30 days',
      () => `/ticket/reports?page=1&pageSize=10&dateFrom=${daysAgo(29)}&dateTo=${today}`,
    );
    await measure(
      'GET /ticket/reports page 1, closed',
      () => `/ticket/reports?page=1&pageSize=50&status=${list(['closed'])}`,
    );
    await measure(
      'GET /ticket/reports page 1, contact search',
      (i) => `/ticket/reports?page=1&pageSize=10&searchParam=${encodeURIComponent(`Cliente ${1000 + i}`)}`,
    );

    // The last 45 of the 90 seeded days: about half the company's tickets.
    const exportPath = `/ticket/reports/export?dateFrom=${daysAgo(44)}&dateTo=${today}`;
    const rssBefore = process.memoryUsage().rss;
    let rssPeak = rssBefore;
    const watch = setInterval(() => (rssPeak = Math.max(rssPeak, process.memoryUsage().rss)), 50);
    const exportStarted = performance.now();
    const { rows, bytes } = await download(base, exportPath, token);
    const seconds = (performance.now() - exportStarted) / 1000;
    clearInterval(watch);
    const mb = (value: number) => (value / 1024 / 1024).toFixed(0);
    log(
      `  export xlsx ${rows} rows (${mb(bytes)} MB) in ${seconds.toFixed(1)} s: ${Math.round(rows / seconds)} rows/s, memory +${mb(rssPeak - rssBefore)} MB at most`,
    );
  } finally {
    await close();
  }
}

/** Reads the streamed export to its end, counting bytes rather than keeping them. */
async function download(base: string, path: string, token: string): Promise<{ rows: number; bytes: number }> {
  const response = await fetch(`${base}${path}`, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok || !response.body) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  let bytes = 0;
  for await (const chunk of response.body) bytes += chunk.byteLength;
  return { rows: Number(response.headers.get(REPORT_ROWS_HEADER)), bytes };
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
