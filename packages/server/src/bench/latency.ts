/** Latency sampling shared by the benchmarks. */
import type { HttpLoadPlan, HttpLoadRequest, HttpLoadResult } from './http-load.js';
import { runInChild } from './run-in-child.js';

/** Runs the request `samples` times one after another (after 10 warm-up calls) and answers the latencies in ms. */
export async function sample(request: (i: number) => Promise<unknown>, samples: number): Promise<number[]> {
  for (let i = 0; i < 10; i += 1) await request(i);
  const times: number[] = [];
  for (let i = 0; i < samples; i += 1) {
    const started = performance.now();
    await request(i);
    times.push(performance.now() - started);
  }
  return times;
}

/** The percentile of the times, in ms, padded for a column. */
export function pct(times: number[], percentile: number): string {
  const sorted = [...times].sort((a, b) => a - b);
  const value = sorted[Math.min(sorted.length - 1, Math.floor((percentile / 100) * sorted.length))] ?? 0;
  return value.toFixed(1).padStart(6);
}

/**
 * GETs of `request(i)` one after another (after 10 warm-up calls), sent from a child process (http-load.ts) as a
 * browser on another machine sends them: a client in the server's process would add its own CPU to every figure.
 * Answers the latencies in ms; anything but a 2xx stops the benchmark.
 */
export async function sampleGets(
  request: (i: number) => { url: string; token: string },
  samples: number,
): Promise<number[]> {
  const WARM_UP = 10;
  const requests = Array.from({ length: WARM_UP + samples }, (_, i): HttpLoadRequest => {
    const { url, token } = request(i);
    return { method: 'GET', url, headers: { authorization: `Bearer ${token}` } };
  });
  const { statuses, latenciesMs } = await runInChild<HttpLoadResult>(new URL('./http-load.ts', import.meta.url), {
    requests,
    concurrency: 1,
  } satisfies HttpLoadPlan);
  const failed = statuses.findIndex((status) => status < 200 || status >= 300);
  if (failed >= 0) throw new Error(`${requests[failed]?.url} answered ${statuses[failed]}`);
  return latenciesMs.slice(WARM_UP);
}
