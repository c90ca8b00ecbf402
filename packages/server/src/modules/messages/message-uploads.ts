import type { FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error.js';
import { assertCleanInput } from '../../http/input-hygiene.js';
import { multipartReadError } from '../../http/uploads.js';
import type { StorageArea, TenantStorage } from '../../storage/tenant-storage.js';
import { classifyFile, cleanFileName, FILE_LIMITS, LARGEST_FILE, type FileKind } from './message-files.js';
import { FILE_PART } from '../../http/route-schema.js';

/** At most this many files in one POST /messages/{ticketId}. */
export const MAX_FILES_PER_SEND = 10;
/** The `medias` part of a multipart send, for the API reference (readMessageUploads reads and checks it). */
export const MEDIAS_PART = {
  type: 'array',
  maxItems: MAX_FILES_PER_SEND,
  items: FILE_PART,
  description: 'The files, one message each.',
};

export interface StoredUpload {
  key: string;
  kind: FileKind;
  mime: string;
  fileName: string;
  size: number;
}

export interface ReadUploads {
  files: StoredUpload[];
  /** Text fields; a field sent several times keeps each value in order (one caption per file). */
  fields: Record<string, string[]>;
}

/**
 * Reads the `medias` files of a multipart send one by one into the company's storage, checking each file's kind by
 * its bytes and its size by its kind. On any failure the files already stored are removed again. Ticket messages
 * keep theirs in `messages`, the internal chat in `internal-chat`.
 */
export async function readMessageUploads(
  request: FastifyRequest,
  storage: TenantStorage,
  companyId: number,
  area: StorageArea = 'messages',
): Promise<ReadUploads> {
  if (!request.isMultipart())
    throw new AppError('ERR_INVALID_FILE', { message: 'Send the files as multipart/form-data' });
  const files: StoredUpload[] = [];
  const fields: Record<string, string[]> = {};
  try {
    for await (const part of request.parts({
      limits: { fileSize: LARGEST_FILE, files: MAX_FILES_PER_SEND, fields: 20 },
    })) {
      if (part.type === 'field') {
        (fields[part.fieldname] ??= []).push(String(part.value));
        continue;
      }
      const content = await part.toBuffer();
      if (part.fieldname !== 'medias') continue;
      if (content.length === 0) throw new AppError('ERR_INVALID_FILE', { message: 'An empty file' });
      const file = await classifyFile(content, part.mimetype);
      if (content.length > FILE_LIMITS[file.kind]) throw new AppError('ERR_FILE_TOO_LARGE');
      const key = await storage.save(companyId, area, file.extension, content);
      files.push({
        key,
        kind: file.kind,
        mime: file.mime,
        fileName: cleanFileName(part.filename, `file.${file.extension}`),
        size: content.length,
      });
    }
    assertCleanInput({ fields, fileNames: files.map((file) => file.fileName) });
  } catch (error) {
    await Promise.all(files.map((file) => storage.remove(file.key)));
    throw translateMultipartError(error);
  }
  if (files.length === 0) throw new AppError('ERR_INVALID_FILE', { message: 'No file in `medias`' });
  return { files, fields };
}

function translateMultipartError(error: unknown): unknown {
  const code = (error as { code?: unknown }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new AppError('ERR_FILE_TOO_LARGE');
  if (code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') {
    return new AppError('ERR_INVALID_FILE', { message: `At most ${MAX_FILES_PER_SEND} files per message` });
  }
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return new AppError('ERR_INVALID_FILE');
  return multipartReadError(error);
}
