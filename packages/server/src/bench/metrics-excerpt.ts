/**
 * /metrics under load, for a benchmark's closing note: scraped every second while the load runs (as Prometheus
 * would), the busiest scrape kept (most jobs queued, then most queries waiting for the pool), and our series of the
 * final scrape. The bench app listens on loopback, which /metrics serves without METRICS_TOKEN.
 */
export interface MetricsWatch {
  /** Ends the scraping and answers the excerpt: the peak scrape's queue and pool lines, the final counters and HTTP. */
  stop(): Promise<string>;
}

/** Series of the final scrape: the counters and the HTTP histogram's count and sum (not its buckets). */
const FINAL = [
  /^guiche_inbound_messages_total\{/,
  /^guiche_outbound_sends_total\{/,
  /^guiche_http_request_duration_seconds_(count|sum)\{/,
  /^guiche_realtime_sockets /,
];
/** Series of the busiest scrape: the queue and the pool, where load shows. */
const PEAK = [
  /^guiche_job_queue_jobs\{/,
  /^guiche_job_queue_oldest_waiting_seconds\{/,
  /^guiche_db_pool_/,
  /^guiche_db_info\{/,
  /^nodejs_eventloop_lag_p99_seconds /,
];

export function watchMetrics(root: string, everyMs = 1000): MetricsWatch {
  let peak: { text: string; score: [number, number] } | undefined;
  const scrapeOnce = async () => {
    const text = await fetch(`${root}/metrics`).then((response) => response.text());
    const score: [number, number] = [
      sumOf(text, /^guiche_job_queue_jobs\{.*state="(created|retry)"/),
      sumOf(text, /^guiche_db_pool_waiting_queries /),
    ];
    if (!peak || score[0] > peak.score[0] || (score[0] === peak.score[0] && score[1] > peak.score[1]))
      peak = { text, score };
    return text;
  };
  let running = Promise.resolve('');
  const timer = setInterval(() => {
    running = running.then(scrapeOnce, () => '');
  }, everyMs);
  return {
    stop: async () => {
      clearInterval(timer);
      await running.catch(() => '');
      const final = await scrapeOnce();
      const lines = (text: string, patterns: RegExp[]) =>
        text.split('\n').filter((line) => patterns.some((pattern) => pattern.test(line)));
      return [
        `busiest scrape during the load (${peak?.score[0] ?? 0} jobs waiting):`,
        ...lines(peak?.text ?? final, PEAK),
        'final scrape:',
        ...lines(final, FINAL),
      ]
        .map((line) => `  ${line}`)
        .join('\n');
    },
  };
}

function sumOf(text: string, pattern: RegExp): number {
  return text
    .split('\n')
    .filter((line) => pattern.test(line))
    .reduce((sum, line) => sum + Number(line.slice(line.lastIndexOf(' ') + 1)), 0);
}
