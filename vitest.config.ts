import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * Unit and API tests. Server tests always run on PGlite; with DATABASE_URL set they run a second time on
 * PostgreSQL (and with REDIS_URL, the socket.io Redis adapter and the shared rate-limit store are used).
 */
const serverProject = (name: string, db: 'pglite' | 'postgres') => ({
  extends: true as const,
  test: {
    name,
    root: 'packages/server',
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/test/global-setup.ts'],
    env: { TEST_DB: db },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  // Tests read the shared contract from its TypeScript source, never from a build that may be stale or absent.
  // (An alias rather than the `source` export condition: vitest does not apply custom conditions to globalSetup.)
  resolve: { alias: { '@guiche/shared': fileURLToPath(new URL('packages/shared/src/index.ts', import.meta.url)) } },
  test: {
    // One worker per core, not vitest's default of one fewer: server test files spend most of their time waiting on
    // PostgreSQL, timers and sockets, so on the 2-core CI machines a single worker left a core idle for most of the
    // run. Files are independent (each copies its own database, Redis keys carry a per-app namespace).
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      { extends: true, test: { name: 'shared', root: 'packages/shared', include: ['src/**/*.test.ts'] } },
      { extends: true, test: { name: 'web', root: 'packages/web', include: ['src/**/*.test.ts'] } },
      // Interactive components, rendered in jsdom with Testing Library; pure web logic stays in the 'web' project.
      {
        extends: true,
        test: {
          name: 'web-components',
          root: 'packages/web',
          include: ['src/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['src/test/componentSetup.ts'],
        },
      },
      serverProject('server-pglite', 'pglite'),
      ...(process.env.DATABASE_URL ? [serverProject('server-postgres', 'postgres')] : []),
    ],
  },
});
