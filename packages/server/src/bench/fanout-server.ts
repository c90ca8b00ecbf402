/**
 * A server of the socket fan-out benchmark (socket-fanout.ts), run as a child process: each server process of a
 * deployment is its own Node.js process, and the agents' sockets are spread over them. The first server of a run
 * migrates, seeds and adds the agents (users of company 1 with profile admin, so every socket hears every ticket:
 * the widest fan-out); the others join the same PostgreSQL and Redis.
 */
import { openDatabase } from '../db/database.js';
import { users } from '../db/schema/index.js';
import { benchConfig, startBenchApp } from './bench-app.js';

export interface FanoutServerPlan {
  /** PostgreSQL of the run; the embedded PGlite (one process only) when absent. */
  databaseUrl?: string;
  redisUrl?: string;
  jwtSecret: string;
  appSecret: string;
  /** The fake Graph API the Cloud API connection is made against. */
  graphBaseUrl: string;
  /** Agents to add (the first server only). */
  seedAgents: number;
}

export interface FanoutServerReady {
  root: string;
  /** The added agents' ids (the first server only). */
  agentIds: number[];
}

async function startServer(plan: FanoutServerPlan): Promise<{ ready: FanoutServerReady; close: () => Promise<void> }> {
  const database = await openDatabase(plan.databaseUrl ? { databaseUrl: plan.databaseUrl } : {});
  // The first server migrates and seeds; the others start on its database.
  const seed = plan.seedAgents > 0;
  const { root, close } = await startBenchApp(database, {
    seed,
    configure: (dataDir) => {
      const config = benchConfig(dataDir, { appSecret: plan.appSecret, graphBaseUrl: plan.graphBaseUrl });
      return { ...config, databaseUrl: plan.databaseUrl, redisUrl: plan.redisUrl, jwtSecret: plan.jwtSecret };
    },
  });
  const agents = seed
    ? await database.db
        .insert(users)
        .values(
          Array.from({ length: plan.seedAgents }, (_, i) => ({
            companyId: 1,
            name: `Agente ${i}`,
            email: `fanout${i}@bench.local`,
            passwordHash: 'not-used',
            profile: 'admin' as const,
          })),
        )
        .returning({ id: users.id })
    : [];
  return { ready: { root, agentIds: agents.map(({ id }) => id) }, close };
}

if (process.send) {
  process.once('message', (plan: FanoutServerPlan) => {
    startServer(plan).then(
      ({ ready, close }) => {
        process.send?.({ ready });
        process.once('message', () => void close().finally(() => process.exit(0)));
      },
      (error: unknown) => process.send?.({ error: String(error) }, () => process.exit(1)),
    );
  });
}
