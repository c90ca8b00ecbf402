/**
 * A value read from elsewhere (the database) for /metrics, shared by the gauges that show parts of it:
 * - read at most once per `maxAgeMs`, and never twice at once: scrapes from several Prometheus servers, or a
 *   scrape while the last read still runs, share one read, so a slow database is not sent a pile of them;
 * - waited for at most `timeoutMs`: a stalled database cannot hold the scrape. A failed or late read answers
 *   undefined and the scrape goes on with what the other sources give (a late one is kept once it lands).
 */
export class ScrapeReading<T> {
  private last: { at: number; value: T | undefined } | undefined;
  private inFlight: Promise<T | undefined> | undefined;

  constructor(
    private readonly read: () => Promise<T>,
    private readonly options: { maxAgeMs: number; timeoutMs: number; onError: (error: unknown) => void },
  ) {}

  async get(): Promise<T | undefined> {
    if (this.last && Date.now() - this.last.at < this.options.maxAgeMs) return this.last.value;
    this.inFlight ??= this.readAndKeep();
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<undefined>((resolve) => {
      timer = setTimeout(() => resolve(undefined), this.options.timeoutMs);
    });
    try {
      return await Promise.race([this.inFlight, late]);
    } finally {
      clearTimeout(timer);
    }
  }

  private async readAndKeep(): Promise<T | undefined> {
    const startedAt = Date.now();
    let value: T | undefined;
    try {
      value = await this.read();
      const tookMs = Date.now() - startedAt;
      if (tookMs > this.options.timeoutMs)
        this.options.onError(
          new Error(`a metrics reading took ${tookMs} ms (scrapes wait ${this.options.timeoutMs} ms)`),
        );
    } catch (error) {
      this.options.onError(error);
    }
    this.last = { at: Date.now(), value };
    this.inFlight = undefined;
    return value;
  }
}
