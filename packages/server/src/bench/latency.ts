/** Latency sampling shared by the benchmarks. */

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
