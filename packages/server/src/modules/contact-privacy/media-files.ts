import { ReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { parseStorageKey, type TenantStorage } from '../../storage/tenant-storage.js';

/**
 * The stored files an export may include: only keys of the exporting company's own folder are ever opened, whatever
 * a row holds (a remote URL, another tenant's key), so an archive can never carry another company's file.
 */
export class ExportMediaFiles {
  constructor(private readonly storage: TenantStorage) {}

  /** Whether `key` is a file of the company's own storage. */
  owns(companyId: number, key: string | null | undefined): key is string {
    return !!key && parseStorageKey(key)?.companyId === companyId;
  }

  /** The file, opened; undefined when it is not the company's or is gone (removed by retention or an erasure). */
  async open(companyId: number, key: string | null | undefined): Promise<Readable | undefined> {
    return this.owns(companyId, key) ? this.storage.openIfExists(key) : undefined;
  }

  /**
   * The file's size in bytes, or undefined when it is not there. TenantStorage answers no sizes, and its files are
   * fs streams: the opened stream's path is stat'ed and the stream closed unread.
   */
  async size(companyId: number, key: string): Promise<number | undefined> {
    const stream = await this.open(companyId, key);
    if (!stream) return undefined;
    try {
      return stream instanceof ReadStream ? (await stat(stream.path)).size : undefined;
    } catch {
      return undefined;
    } finally {
      stream.destroy();
    }
  }
}

/** The file's extension as its storage key gives it (keys end in `.ext`, STORAGE_KEY_GRAMMAR). */
export function extensionOfKey(key: string): string {
  return key.slice(key.lastIndexOf('.') + 1);
}
