import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { announcementFormSchema, idParamSchema, listAnnouncementsQuerySchema } from '@guiche/shared';
import { routeOptions, SINGLE_FILE_BODY } from '../../http/route-schema.js';
import { readUpload } from '../../http/uploads.js';
import type { AnnouncementsService } from './announcements.service.js';

/** An announcement's image: at most this large. */
export const ANNOUNCEMENT_MEDIA_MAX_BYTES = 5 * 1024 * 1024;
const route = routeOptions('announcements');

/** Announcements (spec 3 §7). */
export async function announcementsRoutes(
  app: FastifyInstance,
  { announcements }: { announcements: AnnouncementsService },
): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const superOnly = { role: 'super' } as const;
  const byId = { params: idParamSchema };
  // Writes are the super administrator's: refused before the input is read (route-access.ts).
  api.get(
    '/announcements',
    route('List announcements', { querystring: listAnnouncementsQuerySchema }),
    async (request) => announcements.list(request.auth, request.query),
  );

  api.get('/announcements/:id', route('Show an announcement', byId), async (request) =>
    announcements.get(request.auth, request.params.id),
  );

  api.post(
    '/announcements',
    route('Create an announcement', { body: announcementFormSchema }, superOnly),
    async (request, reply) => reply.status(201).send(await announcements.create(request.auth, request.body)),
  );

  api.put(
    '/announcements/:id',
    route('Update an announcement', { ...byId, body: announcementFormSchema }, superOnly),
    async (request) => announcements.update(request.auth, request.params.id, request.body),
  );

  api.delete('/announcements/:id', route('Delete an announcement', byId, superOnly), async (request, reply) => {
    await announcements.delete(request.auth, request.params.id);
    return reply.status(204).send();
  });

  // The form's typeArch (announcements) names the storage area, which the server already knows.
  api.post(
    '/announcements/:id/media-upload',
    route('Set an announcement’s image (5 MB)', { ...byId, body: SINGLE_FILE_BODY }, superOnly),
    async (request) =>
      announcements.setMedia(request.auth, request.params.id, await readUpload(request, ANNOUNCEMENT_MEDIA_MAX_BYTES)),
  );

  api.delete(
    '/announcements/:id/media-upload',
    route('Remove an announcement’s image', byId, superOnly),
    async (request) => announcements.removeMedia(request.auth, request.params.id),
  );
}
