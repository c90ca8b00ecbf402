import type { Readable } from 'node:stream';
import { ZipArchive, type ZipEntryData } from 'archiver';

/** The download was abandoned (the browser cancelled or went away): the export stops reading. */
export class ArchiveAbandoned extends Error {
  constructor() {
    super('the archive was closed before it was finished');
  }
}

/**
 * A zip written one entry at a time, as the reader takes it. archiver queues whatever is appended, so appending the
 * whole history at once would hold it all (and every media file open) in memory; here the next entry is appended
 * only once archiver has emitted 'entry' for the last one, which it does after that entry's source was read through
 * the compressor into the output. An output nobody reads stops the compressor, the source, and so the next database
 * page: the server holds about one page and one stream buffer per download, whatever the history.
 */
export class ArchiveWriter {
  /** What the response sends. */
  readonly stream: Readable;
  private readonly archive: ZipArchive;
  private failure: Error | undefined;
  private closed = false;
  /** The source being read now: closed with the archive, so an abandoned download leaves no file open. */
  private current: Readable | undefined;

  constructor() {
    // Level 6 (zlib's default) on the JSON; media entries are stored as they are (see add's `store`).
    this.archive = new ZipArchive({ zlib: { level: 6 } });
    this.stream = this.archive;
    this.archive.on('error', (error) => {
      this.failure = error;
    });
    this.archive.on('close', () => {
      this.closed = true;
      this.current?.destroy();
    });
  }

  /**
   * Adds one entry and waits until it is written. `store`: kept uncompressed, for files that are compressed already
   * (pictures, audio, video): deflating them again costs CPU for nothing, and their size in the zip is then exact.
   */
  async add(source: Readable | string, data: ZipEntryData): Promise<void> {
    if (typeof source !== 'string') this.current = source;
    try {
      this.assertOpen();
      await new Promise<void>((resolve, reject) => {
        const settle = (outcome: () => void) => {
          this.archive.off('entry', onEntry);
          this.archive.off('error', onError);
          this.archive.off('close', onClose);
          outcome();
        };
        const onEntry = () => settle(resolve);
        const onError = (error: Error) => settle(() => reject(error));
        const onClose = () => settle(() => reject(new ArchiveAbandoned()));
        this.archive.on('entry', onEntry);
        this.archive.on('error', onError);
        this.archive.on('close', onClose);
        this.archive.append(source, data);
      });
    } catch (error) {
      // A file opened for an entry that was never written is closed, not left to the collector.
      if (typeof source !== 'string') source.destroy();
      throw error;
    } finally {
      this.current = undefined;
    }
  }

  /** Writes the central directory and ends the stream. */
  async finish(): Promise<void> {
    this.assertOpen();
    await this.archive.finalize();
  }

  /** Cuts the download short after a failure: the client sees an incomplete file, never a complete-looking one. */
  fail(error: Error): void {
    this.current?.destroy();
    this.archive.destroy(error);
  }

  private assertOpen(): void {
    if (this.failure) throw this.failure;
    if (this.closed || this.archive.destroyed) throw new ArchiveAbandoned();
  }
}
