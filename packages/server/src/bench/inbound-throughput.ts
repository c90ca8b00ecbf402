/**
 * Inbound throughput through the WhatsApp Cloud API webhook path: signed HTTP deliveries → signature check → parse
 * → contact, ticket and message stored → domain events → socket payloads. Two figures per engine, each on a fresh
 * database: one message per delivery (the worst case), and BENCH_BATCH messages per delivery (Meta batches several
 * messages into one delivery under load). PGlite always (unless BENCH_SKIP_PGLITE=1), PostgreSQL when DATABASE_URL
 * is set. Besides msg/s, the CPU milliseconds each message cost the server process and its PostgreSQL backends:
 * elapsed time moves with whatever else the machine runs, CPU per message much less. The sender runs in a child
 * process (webhook-load.ts). Each figure twice: on a plain connection (no greeting, no queues), and with the
 * conversation engine at work (bot-conversations.ts: a greeting, three queues with three-level chatbot trees, every
 * message answered by the bot through a local fake Graph API, in a child process as Meta's servers are), with the
 * p50/p95 time from a contact's message to its first bot answer reaching the adapter's send. Each run has a
 * process of its own (this script, forked): in one process an embedded run after another inherited its heap and
 * ran a third slower. BENCH_CPU_PROFILE=<folder> keeps a CPU profile of each run's measured window (cpu-profile.ts).
 * At the end, an excerpt of /metrics under load from the last run (metrics-excerpt.ts), scraped as Prometheus would.
 * Run with `npm run bench` (a benchmark, not a test: no assertion on time).
 */
import { and, count, eq } from 'drizzle-orm';
import { openDatabase, type Database } from '../db/database.js';
import { messages, tickets } from '../db/schema/index.js';
import { benchConfig, startBenchApp, withScratchPostgres } from './bench-app.js';
import { benchPost } from './bench-http.js';
import { botScript, configureBot, type BotWatch } from './bot-conversations.js';
import { forkService } from './child-service.js';
import { cpuBetween, sampleCpu } from './cpu-meter.js';
import { profileWindow } from './cpu-profile.js';
import type { FakeGraphPlan, FakeGraphReady } from './fake-graph-child.js';
import type { FakePushReady } from './fake-push-child.js';
import { pct } from './latency.js';
import { watchMetrics } from './metrics-excerpt.js';
import { pushesReceived, subscribeAttendants } from './push-subscribers.js';
import { isForkedScript, runInChild } from './run-in-child.js';
import { customerNumber, type LoadPlan, type LoadResult } from './webhook-load.js';

const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 3000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 32);
const BATCH = Number(process.env.BENCH_BATCH ?? 10);
const CUSTOMERS = 500;
const PHONE_ID = '100200300400500';
const GRAPH_TOKEN = 'bench-token-0123456789';
/**
 * Which runs: `plain`, `bot` (the conversation engine), `push` (plain, with PUSH_SUBSCRIBERS attendants subscribed to
 * Web Push at a fake push service, issue 41); all three by default.
 */
const VARIANTS = (process.env.BENCH_INBOUND_VARIANTS ?? 'plain,bot,push').split(',') as Variant[];
type Variant = 'plain' | 'bot' | 'push';
const PUSH_SUBSCRIBERS = 500;

type Kind = 'pglite' | 'postgres';
/** One run: what the parent sends to the child that makes it. */
interface RunPlan {
  kind: Kind;
  perDelivery: number;
  variant: Variant;
}
/** What a run answers: its msg/s, and its /metrics excerpt. */
interface RunResult {
  rate: number;
  metrics: string;
}

async function main(): Promise<void> {
  const modes = [1, ...(BATCH > 1 ? [BATCH] : [])];
  const kinds: Kind[] = process.env.BENCH_SKIP_PGLITE === '1' ? [] : ['pglite'];
  if (process.env.DATABASE_URL) kinds.push('postgres');
  else console.warn('DATABASE_URL is not set: PostgreSQL skipped');
  /** msg/s of each run, by database and messages per delivery, for the engine's share at the end. */
  const rates = new Map<string, Partial<Record<Variant, number>>>();
  let lastMetrics = '';
  for (const kind of kinds) {
    for (const perDelivery of modes) {
      const key = `${kind}, ${perDelivery} msg/delivery`;
      for (const variant of VARIANTS) {
        const { rate, metrics } = await runInChild<RunResult>(new URL(import.meta.url), {
          kind,
          perDelivery,
          variant,
        } satisfies RunPlan);
        rates.set(key, { ...rates.get(key), [variant]: rate });
        lastMetrics = `/metrics of the last run (${key}, ${variant === 'bot' ? 'with the engine' : 'plain'}):\n${metrics}\n`;
      }
    }
  }
  for (const [key, rate] of rates) {
    if (rate.plain && rate.bot)
      process.stdout.write(`${key}: with the engine ${Math.round((100 * rate.bot) / rate.plain)}% of the plain rate\n`);
    if (rate.plain && rate.push)
      process.stdout.write(
        `${key}: with ${PUSH_SUBSCRIBERS} push subscribers ${Math.round((100 * rate.push) / rate.plain)}% of the plain rate\n`,
      );
  }
  process.stdout.write(lastMetrics);
}

/** One run on a fresh database; answers its msg/s and /metrics excerpt. */
async function runPlan({ kind, perDelivery, variant }: RunPlan): Promise<RunResult> {
  if (kind === 'pglite') return run(kind, await openDatabase({}), perDelivery, variant);
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('a PostgreSQL run needs DATABASE_URL');
  let result: RunResult = { rate: 0, metrics: '' };
  await withScratchPostgres(url, async (databaseUrl) => {
    result = await run(kind, await openDatabase({ databaseUrl }), perDelivery, variant);
  });
  return result;
}

async function run(kind: Kind, database: Database, perDelivery: number, variant: Variant): Promise<RunResult> {
  const contacts = Array.from({ length: CUSTOMERS }, (_, customer) => customerNumber(customer));
  const graph = forkService<FakeGraphReady>(new URL('./fake-graph-child.ts', import.meta.url), {
    // A high-throughput number (1,000 messages/s, inbound included): at this load (tens of contacts' messages a
    // second, each answered by the bot) a standard number's 80 in all could not carry the answers, which would only
    // queue behind its pace (a provider limit, not the server's speed).
    phoneNumbers: [{ id: PHONE_ID, token: GRAPH_TOKEN, throughput: 'HIGH' }],
    // The bench's contacts "wrote" from another process, so the reply window is open for the bot's answers.
    messaged: [{ accountId: PHONE_ID, users: contacts }],
  } satisfies FakeGraphPlan);
  const fake = await graph.ready;
  const pushService =
    variant === 'push' ? forkService<FakePushReady>(new URL('./fake-push-child.ts', import.meta.url), {}) : undefined;
  const pushBaseUrl = (await pushService?.ready)?.baseUrl;
  const { app, root, base, config, close } = await startBenchApp(database, {
    configure: (dataDir) => ({
      ...benchConfig(dataDir, { graphBaseUrl: fake.baseUrl }),
      // The fake push service listens on 127.0.0.1, which pushes may reach only when allowed (the egress guard).
      ...(pushBaseUrl ? { integrations: { dialogflowBaseUrl: undefined, allowPrivateHosts: ['127.0.0.1'] } } : {}),
    }),
  });
  try {
    const token = ((await benchPost(base, '/auth/login', config.admin)) as { token: string }).token;
    const connection = (await benchPost(
      base,
      '/whatsapp',
      { name: 'Bench', channel: 'whatsappapi', providerAccountId: PHONE_ID, accessToken: GRAPH_TOKEN },
      token,
    )) as { id: number };
    const bot: BotWatch | undefined =
      variant === 'bot' ? await configureBot(app, database.db, { companyId: 1, whatsappId: connection.id }) : undefined;
    if (pushBaseUrl) await subscribeAttendants(database.db, PUSH_SUBSCRIBERS, pushBaseUrl);
    const profile = await profileWindow(`inbound-${kind}-${variant}-${perDelivery}`);
    const before = await sampleCpu(database);
    const metricsWatch = watchMetrics(root);
    const load = await sendLoad({
      url: `${base}/webhooks/whatsapp`,
      appSecret: config.meta.appSecret ?? '',
      phoneNumberId: PHONE_ID,
      messages: MESSAGES,
      perDelivery,
      concurrency: CONCURRENCY,
      customers: CUSTOMERS,
      ...(bot ? { texts: botScript(MESSAGES, CUSTOMERS) } : {}),
    });
    // The rate is the inbound one: a delivery is answered once its messages are stored and the engine answered
    // them (the hooks run before), while carrying the answers to the channel follows the provider's pace (with 10
    // messages per delivery, behind its limit for most of the run). The CPU is counted until the last answer left.
    await bot?.settled(MESSAGES);
    const pushes = pushBaseUrl ? await pushesSettled(pushBaseUrl, Math.min(...load.sentAt)) : undefined;
    const cpu = cpuBetween(before, await sampleCpu(database));
    await profile.stop();
    const metrics = await metricsWatch.stop();
    const [stored] = await database.db
      .select({ value: count() })
      .from(messages)
      .where(and(eq(messages.companyId, 1), eq(messages.fromMe, false)));
    const [opened] = await database.db.select({ value: count() }).from(tickets).where(eq(tickets.companyId, 1));
    const total = stored?.value ?? 0;
    const perMessage = (ms: number) => (ms / Math.max(total, 1)).toFixed(2);
    const rate = total / load.seconds;
    const answers = bot?.firstAnswerMs(load.sentAt);
    process.stdout.write(
      `${kind}: ${variant === 'bot' ? 'with the engine' : 'plain'}: ${perDelivery} msg/delivery: ${total} messages (${opened?.value ?? 0} tickets) from ${load.deliveries} webhooks in ` +
        `${load.seconds.toFixed(2)} s = ${Math.round(rate)} msg/s (concurrency ${CONCURRENCY}, ${CUSTOMERS} customers); ` +
        `CPU per message: server ${perMessage(cpu.serverMs)} ms` +
        (database.kind === 'postgres' ? `, PostgreSQL backends ${perMessage(cpu.databaseMs)} ms` : '') +
        `, load generator ${perMessage(load.cpuMs)} ms` +
        (answers
          ? `; bot's first answer sent for ${answers.total.length}/${total}, p50 ${pct(answers.total, 50).trim()} ms, p95 ${pct(answers.total, 95).trim()} ms ` +
            `after the message (of which queued for the channel: p50 ${pct(answers.queued, 50).trim()} ms, p95 ${pct(answers.queued, 95).trim()} ms)`
          : '') +
        (pushes
          ? `; ${pushes.count} pushes to ${PUSH_SUBSCRIBERS} subscribed attendants, the last ${(pushes.drainedMs / 1000).toFixed(1)} s after the first message`
          : '') +
        '\n',
    );
    return { rate, metrics };
  } finally {
    await close();
    await graph.stop();
    await pushService?.stop();
  }
}

/**
 * Waits until the pushes stop coming (no new one for 3 s): the CPU of the run then includes theirs. Answers how
 * many arrived and when the last one did, counted from the load's start (`startedAt`, epoch ms).
 */
async function pushesSettled(pushBaseUrl: string, startedAt: number): Promise<{ count: number; drainedMs: number }> {
  let count = await pushesReceived(pushBaseUrl);
  let lastChange = Date.now();
  while (Date.now() - lastChange < 3000) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    const now = await pushesReceived(pushBaseUrl);
    if (now !== count) {
      count = now;
      lastChange = Date.now();
    }
  }
  return { count, drainedMs: lastChange - startedAt };
}

/** Runs the sender in a child process (same loader flags as this one) and waits for its answer. */
function sendLoad(plan: LoadPlan): Promise<LoadResult> {
  return runInChild(new URL('./webhook-load.ts', import.meta.url), plan);
}

if (isForkedScript(import.meta.url)) {
  // A run, as the child of the benchmark (below).
  process.once('message', (plan: RunPlan) => {
    runPlan(plan).then(
      (result) => process.send?.({ result }, () => process.exit(0)),
      (error: unknown) => process.send?.({ error: String(error) }, () => process.exit(1)),
    );
  });
} else {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
