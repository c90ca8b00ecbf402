/**
 * Live fan-out: N agents' sockets of one company are open, a contact writes (a signed Cloud API webhook), and the
 * benchmark takes the time from the webhook's send until the last socket has the message's appMessage event, per
 * probe, one probe at a time. Runs:
 * - PostgreSQL, one server process, 50 sockets (the reference) and BENCH_SOCKETS (2,000);
 * - PostgreSQL with Redis (REDIS_URL), two server processes with the sockets split across them, the webhook
 *   arriving at the first: the second hears the events through the Redis adapter;
 * - the embedded PGlite, one process, BENCH_EMBEDDED_SOCKETS (as many) unless BENCH_SKIP_PGLITE=1.
 * Servers and agents are child processes (fanout-server.ts, fanout-clients.ts); the agents share this machine's
 * cores with the servers, so their parsing of every copy is part of the figure. Besides the latencies, the CPU each
 * probe cost the servers and the agents. Run with `npm run bench` (a benchmark, not a test).
 */
import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { Agent } from 'node:http';
import { serverEvents } from '@guiche/shared';
import { FakeGraphServer } from '../channels/meta/testing/fake-graph-server.js';
import { TokenService } from '../modules/auth/tokens.js';
import { withScratchPostgres } from './bench-app.js';
import { forkService, type ChildService } from './child-service.js';
import { processCpuMs } from './cpu-meter.js';
import { PROBE_PREFIX, type ClientsMessage, type FanoutClientsPlan } from './fanout-clients.js';
import type { FanoutServerPlan, FanoutServerReady } from './fanout-server.js';
import { benchPost } from './bench-http.js';
import { pct } from './latency.js';
import { delivery, send, type LoadPlan } from './webhook-load.js';

const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 2000);
const EMBEDDED_SOCKETS = Number(process.env.BENCH_EMBEDDED_SOCKETS ?? SOCKETS);
const PROBES = Number(process.env.BENCH_PROBES ?? 100);
const WARM_UP = 5;
/** Between probes, so that each one meets idle servers (a probe measures latency, not throughput). */
const GAP_MS = 100;
const PROBE_TIMEOUT_MS = 10_000;
const PHONE_ID = '100200300400501';
const GRAPH_TOKEN = 'bench-token-fanout-0123456789';
const APP_SECRET = 'fanout-app-secret';
const ADMIN = { email: 'bench@guiche.local', password: 'Bench@12345' };

interface RunSetup {
  label: string;
  sockets: number;
  processes: number;
  databaseUrl?: string;
  redisUrl?: string;
}

async function main(): Promise<void> {
  if (process.env.BENCH_SKIP_PGLITE !== '1')
    await run({ label: 'pglite, 1 process', sockets: EMBEDDED_SOCKETS, processes: 1 });
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.warn('DATABASE_URL is not set: PostgreSQL skipped');
    return;
  }
  for (const sockets of [50, SOCKETS])
    await withScratchPostgres(url, (databaseUrl) =>
      run({ label: 'postgres, 1 process', sockets, processes: 1, databaseUrl }),
    );
  const redisUrl = process.env.REDIS_URL;
  if (!redisUrl) console.warn('REDIS_URL is not set: the two-process run is skipped');
  else
    await withScratchPostgres(url, (databaseUrl) =>
      run({ label: 'postgres + redis, 2 processes', sockets: SOCKETS, processes: 2, databaseUrl, redisUrl }),
    );
}

async function run(setup: RunSetup): Promise<void> {
  const graph = await FakeGraphServer.start();
  graph.addPhoneNumber(PHONE_ID, GRAPH_TOKEN, 'HIGH');
  const jwtSecret = randomBytes(32).toString('hex');
  const servers: ChildService<FanoutServerReady>[] = [];
  let clients: ChildProcess | undefined;
  try {
    const plan = (seedAgents: number): FanoutServerPlan => ({
      jwtSecret,
      appSecret: APP_SECRET,
      graphBaseUrl: graph.baseUrl,
      seedAgents,
      ...(setup.databaseUrl ? { databaseUrl: setup.databaseUrl } : {}),
      ...(setup.redisUrl ? { redisUrl: setup.redisUrl } : {}),
    });
    const first = await startServer(servers, plan(setup.sockets));
    const others = await Promise.all(Array.from({ length: setup.processes - 1 }, () => startServer(servers, plan(0))));
    const roots = [first, ...others].map(({ root }) => root);
    await createConnection(`${first.root}/api`);

    const tokens = new TokenService(jwtSecret);
    const agentTokens = await Promise.all(
      first.agentIds.map((id) =>
        tokens.sign({ id, companyId: 1, profile: 'admin', super: false, sid: randomUUID(), tv: 0 }, 'socket'),
      ),
    );
    clients = fork(new URL('./fanout-clients.ts', import.meta.url), { stdio: 'inherit' });
    const agents = new AgentsChannel(clients);
    agents.send({ roots, tokens: agentTokens, event: serverEvents.appMessage(1) } satisfies FanoutClientsPlan);
    const { connected, connectMs } = await agents.next(
      (message) => ('connected' in message ? message : undefined),
      120_000,
    );

    const load: LoadPlan = {
      url: `${first.root}/api/webhooks/whatsapp`,
      appSecret: APP_SECRET,
      phoneNumberId: PHONE_ID,
      messages: WARM_UP + PROBES,
      perDelivery: 1,
      concurrency: 1,
      customers: 1,
      texts: Array.from({ length: WARM_UP + PROBES }, (_, probe) => `${PROBE_PREFIX}${probe}`),
    };
    const http = new Agent({ keepAlive: true, maxSockets: 1 });
    const serverCpu = () => servers.reduce((sum, server) => sum + (processCpuMs(server.child.pid ?? 0) ?? 0), 0);
    const toLast: number[] = [];
    const toFirst: number[] = [];
    let missed = 0;
    let cpuBefore = 0;
    for (let probe = 0; probe < WARM_UP + PROBES; probe += 1) {
      if (probe === WARM_UP) cpuBefore = serverCpu();
      const sentAt = performance.timeOrigin + performance.now();
      await send(load, http, delivery(load, [probe]));
      const arrival = await agents
        .next(
          (message) => ('arrival' in message && message.arrival.probe === probe ? message.arrival : undefined),
          PROBE_TIMEOUT_MS,
        )
        .catch(() => undefined);
      if (probe >= WARM_UP) {
        if (!arrival) missed += 1;
        else {
          toLast.push(arrival.lastAt - sentAt);
          toFirst.push(arrival.firstAt - sentAt);
        }
      }
      await new Promise((resolve) => setTimeout(resolve, GAP_MS));
    }
    const serverMs = serverCpu() - cpuBefore;
    http.destroy();
    agents.send({ end: true });
    const { cpuMs: agentsMs } = await agents.next((message) => ('cpuMs' in message ? message : undefined), 30_000);
    process.stdout.write(
      `fan-out, ${setup.label}: ${connected} sockets (connected in ${(connectMs / 1000).toFixed(1)} s), ${PROBES} probes` +
        (missed ? ` (${missed} not heard by every socket within ${PROBE_TIMEOUT_MS / 1000} s)` : '') +
        `: contact's message → last socket p50 ${pct(toLast, 50).trim()} / p95 ${pct(toLast, 95).trim()} / p99 ${pct(toLast, 99).trim()} ms` +
        `, → first socket p50 ${pct(toFirst, 50).trim()} ms; CPU per probe: servers ${(serverMs / PROBES).toFixed(1)} ms, agents ${(agentsMs / PROBES).toFixed(1)} ms\n`,
    );
  } finally {
    clients?.kill();
    await Promise.all(servers.map((server) => server.stop()));
    await graph.close();
  }
}

/** Forks a server (fanout-server.ts) and waits until it listens. */
function startServer(servers: ChildService<FanoutServerReady>[], plan: FanoutServerPlan): Promise<FanoutServerReady> {
  // BENCH_CPU_PROF_DIR: each server writes a CPU profile there when it stops (node --cpu-prof).
  const profile = process.env.BENCH_CPU_PROF_DIR
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF_DIR}`]
    : [];
  const server = forkService<FanoutServerReady>(new URL('./fanout-server.ts', import.meta.url), plan, [
    ...process.execArgv,
    ...profile,
  ]);
  servers.push(server);
  return server.ready;
}

/** The Cloud API connection the probes arrive on, made as the seeded administrator. */
async function createConnection(base: string): Promise<void> {
  const login = await benchPost(base, '/auth/login', ADMIN);
  await benchPost(
    base,
    '/whatsapp',
    { name: 'Fan-out', channel: 'whatsappapi', providerAccountId: PHONE_ID, accessToken: GRAPH_TOKEN },
    (login as { token: string }).token,
  );
}

/** The agents' process: messages are kept until someone waits for them, so none is lost between two waits. */
class AgentsChannel {
  private readonly inbox: ClientsMessage[] = [];
  private wake: (() => void) | undefined;

  constructor(private readonly child: ChildProcess) {
    child.on('message', (message: ClientsMessage) => {
      this.inbox.push(message);
      this.wake?.();
    });
  }

  send(message: unknown): void {
    this.child.send(message as object);
  }

  /** The first kept message `pick` accepts (the ones before it are dropped), within `timeoutMs`. */
  async next<T>(pick: (message: ClientsMessage) => T | undefined, timeoutMs: number): Promise<T> {
    const deadline = performance.now() + timeoutMs;
    for (;;) {
      while (this.inbox.length > 0) {
        const message = this.inbox.shift() as ClientsMessage;
        if ('error' in message) throw new Error(`agents: ${message.error}`);
        const picked = pick(message);
        if (picked !== undefined) return picked;
      }
      const left = deadline - performance.now();
      if (left <= 0) throw new Error('agents did not answer in time');
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
