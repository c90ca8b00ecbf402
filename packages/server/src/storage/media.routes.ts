import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../http/app-error.js';
import { PUBLIC_ROUTE, routeOptions, shownOnly } from '../http/route-schema.js';
import type { MediaSigner } from './media-signer.js';
import { servedTypeOf, type TenantStorage } from './tenant-storage.js';

const mediaParams = z.object({ '*': z.string().max(200) });
const grantQuery = z.object({
  expires: z
    .string()
    .regex(/^\d{1,12}$/)
    .transform(Number),
  signature: z.string().regex(/^[\w-]{43}$/),
});

/**
 * GET /media/{key}?expires=&signature=: a stored file, to whoever holds a link the server signed (media-links.ts).
 * No bearer token: <img>, <audio> and download links cannot send one. A missing, altered or expired grant answers
 * 403 ERR_MEDIA_LINK_EXPIRED; the client fetches the list that held the link again for a fresh one.
 */
export async function mediaRoutes(
  app: FastifyInstance,
  { storage, signer }: { storage: TenantStorage; signer: MediaSigner },
): Promise<void> {
  // The grant is shown, not validated by the schema: a bad one is answered ERR_MEDIA_LINK_EXPIRED, not 400.
  const route = routeOptions('media')('A stored file, by a link the server signed', {
    params: mediaParams,
    querystring: shownOnly(grantQuery),
    ...PUBLIC_ROUTE,
  });
  app.withTypeProvider<ZodTypeProvider>().get('/media/*', route, async (request, reply) => {
    const key = request.params['*'];
    const grant = grantQuery.safeParse(request.query);
    if (!grant.success || !signer.verify(key, grant.data)) throw new AppError('ERR_MEDIA_LINK_EXPIRED');
    const stream = await storage.openIfExists(key);
    if (!stream) throw new AppError('ERR_NOT_FOUND');
    reply.header('Content-Type', servedTypeOf(key));
    // A key's content never changes (a new upload gets a new key); the copy may be kept as long as the link runs.
    reply.header('Cache-Control', `private, max-age=${signer.secondsLeft(grant.data)}, immutable`);
    reply.header('X-Content-Type-Options', 'nosniff');
    // The link is the permission, so a client on another origin may embed the file; every other answer keeps
    // helmet's same-origin policy.
    reply.header('Cross-Origin-Resource-Policy', 'cross-origin');
    return reply.send(stream);
  });
}
