import { mkdirSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { join } from 'node:path';

/**
 * With BENCH_CPU_PROFILE=<folder>, a V8 CPU profile of one measured window of this process, written as
 * `<folder>/<name>.cpuprofile` (Chrome DevTools opens it): where a run's time went, without the start-up (PGlite's
 * initdb, migrations) that a whole-process `node --cpu-prof` mixes in. Sampling has a cost of its own, so a profiled
 * run's figures are not comparable with others. Without the variable, nothing is sampled.
 */
export async function profileWindow(name: string): Promise<{ stop(): Promise<void> }> {
  const folder = process.env.BENCH_CPU_PROFILE;
  if (!folder) return { stop: async () => undefined };
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  return {
    async stop() {
      const { profile } = await session.post('Profiler.stop');
      session.disconnect();
      mkdirSync(folder, { recursive: true });
      writeFileSync(join(folder, `${name}.cpuprofile`), JSON.stringify(profile));
    },
  };
}
