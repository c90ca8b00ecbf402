import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error.js';

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
  if (!request.isMultipart()) throw new AppError('ERR_INVALID_FILE', { message: 'Send the file as multipart/form-data' });
  // One byte of slack: the multipart reader does not always flag a file cut at exactly its limit as truncated, so
  // a file longer than `maxBytes` is recognised by its length.
  const file = await request.file({ limits: { fileSize: maxBytes + 1, files: 1 } });
  if (!file) throw new AppError('ERR_INVALID_FILE', { message: 'No file in the request' });
  let content: Buffer;
  try {
    content = await file.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('ERR_FILE_TOO_LARGE');
    throw error;
  }
  if (content.length > maxBytes || file.file.truncated) throw new AppError('ERR_FILE_TOO_LARGE');
  const fields: Record<string, string> = {};
  for (const [name, part] of Object.entries(file.fields)) {
    if (part && !Array.isArray(part) && part.type === 'field') fields[name] = String(part.value);
  }
  return { content, mime: file.mimetype, fileName: file.filename, fields };
}
