import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError } from '../http/app-error.js';
import { parseInput } from '../http/validate.js';
import { mimeOf, type TenantStorage } from './tenant-storage.js';

const mediaParams = z.object({ '*': z.string().max(200) });

/**
 * GET /media/{key}: a stored file, to logged-in users of the company that owns it (the web fetches it as a blob).
 */
export async function mediaRoutes(app: FastifyInstance, { storage }: { storage: TenantStorage }): Promise<void> {
  app.get('/media/*', async (request, reply) => {
    const key = parseInput(mediaParams, request.params)['*'];
    const owner = storage.companyOf(key);
    if (owner === undefined) throw new AppError('ERR_NOT_FOUND');
    if (owner !== request.auth.companyId && !request.auth.super) throw new AppError('ERR_NO_PERMISSION');
    const stream = storage.open(key);
    const opened = await new Promise<boolean>((resolve) => {
      stream.once('open', () => resolve(true));
      stream.once('error', () => resolve(false));
    });
    if (!opened) throw new AppError('ERR_NOT_FOUND');
    reply.header('Content-Type', mimeOf(key));
    reply.header('Cache-Control', 'private, max-age=3600');
    reply.header('X-Content-Type-Options', 'nosniff');
    return reply.send(stream);
  });
}
