import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error.js';
import { assertCleanInput } from './input-hygiene.js';

export interface UploadedFile {
  content: Buffer;
  /** As the client declared it: check the bytes where the type matters (sniffImage). */
  mime: string;
  fileName: string;
  /** Text fields sent before the file part. */
  fields: Record<string, string>;
}

/** The first file of a multipart request, whatever its field name, held in memory up to `maxBytes`. */
export async function readUpload(request: FastifyRequest, maxBytes: number): Promise<UploadedFile> {
  if (!request.isMultipart())
    throw new AppError('ERR_INVALID_FILE', { message: 'Send the file as multipart/form-data' });
  // One byte of slack: the multipart reader does not always flag a file cut at exactly its limit as truncated, so
  // a file longer than `maxBytes` is recognised by its length.
  let file: MultipartFile | undefined;
  let content: Buffer;
  try {
    file = await request.file({ limits: { fileSize: maxBytes + 1, files: 1 } });
    if (!file) throw new AppError('ERR_INVALID_FILE', { message: 'No file in the request' });
    content = await file.toBuffer();
  } catch (error) {
    throw multipartReadError(error);
  }
  if (content.length > maxBytes || file.file.truncated) throw new AppError('ERR_FILE_TOO_LARGE');
  const fields: Record<string, string> = {};
  for (const [name, part] of Object.entries(file.fields)) {
    if (part && !Array.isArray(part) && part.type === 'field') fields[name] = String(part.value);
  }
  assertCleanInput({ fileName: file.filename, mime: file.mimetype, fields });
  return { content, mime: file.mimetype, fileName: file.filename, fields };
}

/**
 * What a failed multipart read means for the client. @fastify/multipart's own errors carry their status (413 for
 * limits, 400 for a premature close); the parser's (a body cut short, no boundary, a malformed part header) carry
 * neither status nor code, and are a malformed request rather than a server fault. Errors with a code (the file
 * system's) stay server faults.
 */
export function multipartReadError(error: unknown): unknown {
  if (error instanceof AppError || typeof error !== 'object' || error === null) return error;
  const { code, statusCode } = error as { code?: unknown; statusCode?: unknown };
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new AppError('ERR_FILE_TOO_LARGE');
  if (typeof statusCode === 'number' || typeof code === 'string') return error;
  return new AppError('ERR_VALIDATION', { message: `Malformed multipart body: ${(error as Error).message}` });
}
