import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../http/app-error.js';
import { PUBLIC_ROUTE, routeOptions } from '../http/route-schema.js';
import { mimeOf, type TenantStorage } from './tenant-storage.js';
import { avatarKey } from './user-avatars.js';

const avatarParams = z.object({ companyId: z.string().max(12), file: z.string().max(64) });

/**
 * GET /public/company{companyId}/user/{file}: a user's avatar as spec clients show it (an <img>, which carries no
 * token). The file name is a random UUID handed out only in answers to the company's own users, so knowing it is
 * the permission, as a signed link is; the path names one company's avatar folder and nothing else (the key is
 * parsed strictly: no other area, no traversal). Registered under /api and at the root (app.ts): spec clients'
 * backend URL is usually https://host/api, sometimes the bare host.
 */
export async function avatarRoutes(app: FastifyInstance, { storage }: { storage: TenantStorage }): Promise<void> {
  const route = routeOptions('media')('A user’s avatar as spec clients show it', {
    params: avatarParams,
    ...PUBLIC_ROUTE,
  });
  app.withTypeProvider<ZodTypeProvider>().get('/public/company:companyId/user/:file', route, async (request, reply) => {
    const { companyId, file } = request.params;
    const key = avatarKey(companyId, file);
    const stream = key ? await storage.openIfExists(key) : undefined;
    if (!key || !stream) throw new AppError('ERR_NOT_FOUND');
    reply.header('Content-Type', mimeOf(key));
    // A new avatar gets a new name, so a name's content never changes; a removed one may linger a day in caches.
    reply.header('Cache-Control', 'private, max-age=86400, immutable');
    reply.header('X-Content-Type-Options', 'nosniff');
    // Spec clients run on another origin and embed it (media.routes.ts does the same for signed links).
    reply.header('Cross-Origin-Resource-Policy', 'cross-origin');
    return reply.send(stream);
  });
}
