import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';

/** Areas a file may belong to; a folder name is never taken from a request. */
const STORAGE_AREAS = ['users', 'queues', 'connections', 'messages', 'chats', 'internal-chat', 'quick-messages', 'files', 'announcements', 'campaigns'] as const;
export type StorageArea = (typeof STORAGE_AREAS)[number];

/**
 * A storage key's grammar (company, area, file), unanchored, in the regular-expression syntax JavaScript and
 * PostgreSQL share: the move to PostgreSQL looks for keys inside any stored text with it (cli/transfer/upload-check.ts).
 */
export const STORAGE_KEY_GRAMMAR = 'company-([0-9]+)/([a-z-]+)/([0-9a-f-]{36}\\.[a-z0-9]{1,5})';
const KEY_PATTERN = new RegExp(`^${STORAGE_KEY_GRAMMAR}$`);

/** The company and area of one of our storage keys, or undefined when the string is not one (a remote URL, say). */
export function parseStorageKey(key: string): { companyId: number; area: StorageArea } | undefined {
  const match = KEY_PATTERN.exec(key);
  const area = STORAGE_AREAS.find((known) => known === match?.[2]);
  return match && area ? { companyId: Number(match[1]), area } : undefined;
}

/**
 * Files of each company under DATA_DIR/uploads/company-{id}/{area}/{uuid}.{ext}. Keys are generated here and
 * parsed strictly on the way back, so no request can name a path outside its own company's folder.
 */
export class TenantStorage {
  constructor(private readonly root: string) {}

  async save(companyId: number, area: StorageArea, extension: string, content: Buffer): Promise<string> {
    const key = `company-${companyId}/${area}/${randomUUID()}.${extension}`;
    const path = join(this.root, key);
    await mkdir(join(this.root, `company-${companyId}`, area), { recursive: true });
    await writeFile(path, content, { flag: 'wx' });
    return key;
  }

  open(key: string): Readable {
    if (!parseStorageKey(key)) throw new Error(`not a storage key: ${key}`);
    return createReadStream(join(this.root, key));
  }

  /** The file of a key, opened; undefined when there is none (removed, or never stored). */
  async openIfExists(key: string): Promise<Readable | undefined> {
    const stream = this.open(key);
    const opened = await new Promise<boolean>((resolve) => {
      stream.once('open', () => resolve(true));
      stream.once('error', () => resolve(false));
    });
    return opened ? stream : undefined;
  }

  async remove(key: string | null | undefined): Promise<void> {
    if (!key || !parseStorageKey(key)) return;
    await rm(join(this.root, key), { force: true });
  }

  /** Every file of a company (its whole folder), once the company itself is gone. */
  async removeCompany(companyId: number): Promise<void> {
    if (!Number.isSafeInteger(companyId) || companyId <= 0) throw new Error(`not a company id: ${companyId}`);
    await rm(join(this.root, `company-${companyId}`), { recursive: true, force: true });
  }
}

/** Image kinds accepted for avatars and similar pictures, recognised by their first bytes, not by a client's word. */
export function sniffImage(content: Buffer): { extension: string; mime: string } | undefined {
  if (content.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return { extension: 'png', mime: 'image/png' };
  if (content[0] === 0xff && content[1] === 0xd8 && content[2] === 0xff) return { extension: 'jpg', mime: 'image/jpeg' };
  if (content.subarray(0, 4).toString('ascii') === 'RIFF' && content.subarray(8, 12).toString('ascii') === 'WEBP') return { extension: 'webp', mime: 'image/webp' };
  if (content.subarray(0, 6).toString('ascii').startsWith('GIF8')) return { extension: 'gif', mime: 'image/gif' };
  return undefined;
}

const MIME_BY_EXTENSION: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
  mp4: 'video/mp4',
  '3gp': 'video/3gpp',
  webm: 'video/webm',
  ogg: 'audio/ogg',
  mp3: 'audio/mpeg',
  m4a: 'audio/mp4',
  aac: 'audio/aac',
  amr: 'audio/amr',
  pdf: 'application/pdf',
  txt: 'text/plain',
  csv: 'text/csv',
  zip: 'application/zip',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ppt: 'application/vnd.ms-powerpoint',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
};

/** The stored file extension for a MIME type ('bin' when unknown: it is then served as a download). */
export function extensionForMime(mime: string): string {
  const base = mime.split(';')[0]?.trim().toLowerCase() ?? '';
  const found = Object.entries(MIME_BY_EXTENSION).find(([, type]) => type === base);
  return found?.[0] ?? 'bin';
}

export function mimeOf(key: string): string {
  const extension = key.slice(key.lastIndexOf('.') + 1);
  return MIME_BY_EXTENSION[extension] ?? 'application/octet-stream';
}
