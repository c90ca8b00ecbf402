import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error.js';

/** The first file of a multipart request, whatever its field name, held in memory up to `maxBytes`. */
export async function readUploadedFile(request: FastifyRequest, maxBytes: number): Promise<Buffer> {
  if (!request.isMultipart()) throw new AppError('ERR_INVALID_FILE', { message: 'Send the file as multipart/form-data' });
  const file = await request.file({ limits: { fileSize: maxBytes, files: 1 } });
  if (!file) throw new AppError('ERR_INVALID_FILE', { message: 'No file in the request' });
  try {
    return await file.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('ERR_FILE_TOO_LARGE');
    throw error;
  }
}
