import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/** Browser tests: playwright-core drives Debian's Chromium against the built product started by the global setup. */
export default defineConfig({
  resolve: { alias: { '@guiche/shared': fileURLToPath(new URL('packages/shared/src/index.ts', import.meta.url)) } },
  test: {
    name: 'e2e',
    root: 'packages/web',
    include: ['e2e/**/*.e2e.test.ts'],
    globalSetup: ['e2e/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 90_000,
    // One browser at a time: the machine has two cores and the tests share one server.
    fileParallelism: false,
  },
});
