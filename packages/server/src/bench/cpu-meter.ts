import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { Database } from '../db/database.js';

/**
 * CPU time spent by the server process and by its PostgreSQL backends over a measured window. On a machine shared
 * with other work, elapsed time moves with the load; CPU time per message does much less, and says which side a
 * message costs (milliseconds of one core).
 */
export interface CpuSample {
  serverMs: number;
  /** Per backend pid of the benchmark's database (PostgreSQL on this machine only). */
  backendsMs: Map<number, number>;
}

const TICKS_PER_SECOND = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;

/** utime + stime of a local process, from /proc (undefined when it is gone or not on this machine). */
export function processCpuMs(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces): state is the 3rd field, utime the 14th, stime the 15th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return undefined;
  }
}

export async function sampleCpu(database: Database): Promise<CpuSample> {
  const usage = process.cpuUsage();
  const backendsMs = new Map<number, number>();
  if (database.kind === 'postgres') {
    const { rows } = await database.executeSql(
      'select pid from pg_stat_activity where datname = current_database()',
      [],
    );
    for (const row of rows as { pid: number }[]) {
      const ms = processCpuMs(Number(row.pid));
      if (ms !== undefined) backendsMs.set(Number(row.pid), ms);
    }
  }
  return { serverMs: (usage.user + usage.system) / 1000, backendsMs };
}

/** CPU between two samples; a backend that appeared in between counts from zero. */
export function cpuBetween(start: CpuSample, end: CpuSample): { serverMs: number; databaseMs: number } {
  let databaseMs = 0;
  for (const [pid, ms] of end.backendsMs) databaseMs += ms - (start.backendsMs.get(pid) ?? 0);
  return { serverMs: end.serverMs - start.serverMs, databaseMs };
}
