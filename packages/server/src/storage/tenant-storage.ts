import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { fileTypeFromBuffer } from 'file-type';
import mimeTypes from 'mime-types';

/** Areas a file may belong to; a folder name is never taken from a request. */
const STORAGE_AREAS = [
  'users',
  'queues',
  'connections',
  'messages',
  'chats',
  'internal-chat',
  'quick-messages',
  'files',
  'announcements',
  'campaigns',
] as const;
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

/**
 * What a file's bytes are, by file-type (its structure, not a client's word or an extension); undefined when it
 * knows no format there (text, or bytes no file of a known format starts with). Its MIME type comes without
 * parameters (file-type answers Opus as `audio/ogg; codecs=opus`).
 */
export async function sniffFile(content: Uint8Array): Promise<{ extension: string; mime: string } | undefined> {
  const found = await fileTypeFromBuffer(content);
  if (!found) return undefined;
  const mime = baseType(found.mime);
  return { mime, extension: extensionForMime(mime) };
}

/** Pictures accepted for avatars and similar: the kinds every browser shows. */
const PICTURE_TYPES = new Set(['image/png', 'image/jpeg', 'image/webp', 'image/gif']);

/** A picture for an avatar or similar (PNG, JPEG, WebP or GIF), recognised by its bytes, not by a client's word. */
export async function sniffImage(content: Uint8Array): Promise<{ extension: string; mime: string } | undefined> {
  const sniffed = await sniffFile(content);
  return sniffed && PICTURE_TYPES.has(sniffed.mime) ? sniffed : undefined;
}

/** What a stored extension must look like (STORAGE_KEY_GRAMMAR). */
const STORED_EXTENSION = /^[a-z0-9]{1,5}$/;

/**
 * Where mime-db's first extension is not the one people and their phones know: it lists `qt` before `mov` for
 * QuickTime, `mpga` before `mp3`, `oga` before `ogg`, `jpeg` before `jpg`, `vcard` before `vcf`, `weba` for WebM
 * audio, and nothing for AAC.
 */
const KNOWN_EXTENSION: Record<string, string> = {
  'image/jpeg': 'jpg',
  'audio/mpeg': 'mp3',
  'audio/ogg': 'ogg',
  'audio/webm': 'webm',
  'audio/aac': 'aac',
  'video/quicktime': 'mov',
  'text/vcard': 'vcf',
};
/** mime-db knows `.aac` only as the unregistered audio/x-aac; the channels take audio/aac. */
const KNOWN_TYPE: Record<string, string> = { aac: 'audio/aac' };

function baseType(mime: string): string {
  return mime.split(';')[0]?.trim().toLowerCase() ?? '';
}

/**
 * The stored file extension for a MIME type (mime-types); 'bin' when the type is unknown or its extension does not
 * fit a storage key (the file is then served as a download).
 */
export function extensionForMime(mime: string): string {
  const type = baseType(mime);
  const extension = KNOWN_EXTENSION[type] ?? mimeTypes.extension(type);
  return extension && STORED_EXTENSION.test(extension) ? extension : 'bin';
}

/** The MIME type of a stored file, by its key's extension (application/octet-stream when unknown). */
export function mimeOf(key: string): string {
  const extension = key.slice(key.lastIndexOf('.') + 1).toLowerCase();
  return KNOWN_TYPE[extension] ?? (mimeTypes.lookup(extension) || 'application/octet-stream');
}

/**
 * Types a browser shows or hands to an application without running anything of the file: the media route serves
 * those as they are. Anything else (a page, an SVG, a script, XML) goes out as application/octet-stream, a
 * download, so an uploaded file never runs as our origin.
 */
const SERVED_AS_IS =
  /^(?:(?:audio|video)\/.+|image\/(?!svg)[a-z0-9.+-]+|text\/(?:plain|csv|vcard|x-vcard)|application\/(?:pdf|zip|msword|vnd\.ms-[a-z0-9.+-]+|vnd\.openxmlformats-officedocument\.[a-z0-9.+-]+|vnd\.oasis\.opendocument\.[a-z0-9.+-]+))$/;

/** The Content-Type a stored file is served with (see SERVED_AS_IS). */
export function servedTypeOf(key: string): string {
  const mime = mimeOf(key);
  return SERVED_AS_IS.test(mime) ? mime : 'application/octet-stream';
}
