import type { FastifyInstance } from 'fastify';
import { announcementFormSchema, idParamSchema, listAnnouncementsQuerySchema } from '@guiche/shared';
import { readUpload } from '../../http/uploads.js';
import { parseInput } from '../../http/validate.js';
import type { AnnouncementsService } from './announcements.service.js';
import { access } from '../../http/route-access.js';

/** An announcement's image: at most this large. */
export const ANNOUNCEMENT_MEDIA_MAX_BYTES = 5 * 1024 * 1024;

/** Announcements (spec 3 §7). */
export async function announcementsRoutes(app: FastifyInstance, { announcements }: { announcements: AnnouncementsService }): Promise<void> {
  // Writes are the super administrator's: refused before the input is read (route-access.ts).
  app.get('/announcements', async (request) => announcements.list(request.auth, parseInput(listAnnouncementsQuerySchema, request.query)));

  app.get('/announcements/:id', async (request) => announcements.get(request.auth, parseInput(idParamSchema, request.params).id));

  app.post('/announcements', access({ role: 'super' }), async (request, reply) =>
    reply.status(201).send(await announcements.create(request.auth, parseInput(announcementFormSchema, request.body))),
  );

  app.put('/announcements/:id', access({ role: 'super' }), async (request) => {
    const { id } = parseInput(idParamSchema, request.params);
    return announcements.update(request.auth, id, parseInput(announcementFormSchema, request.body));
  });

  app.delete('/announcements/:id', access({ role: 'super' }), async (request, reply) => {
    await announcements.delete(request.auth, parseInput(idParamSchema, request.params).id);
    return reply.status(204).send();
  });

  // The form's typeArch (announcements) names the storage area, which the server already knows.
  app.post('/announcements/:id/media-upload', access({ role: 'super' }), async (request) => {
    const { id } = parseInput(idParamSchema, request.params);
    return announcements.setMedia(request.auth, id, await readUpload(request, ANNOUNCEMENT_MEDIA_MAX_BYTES));
  });

  app.delete('/announcements/:id/media-upload', access({ role: 'super' }), async (request) => announcements.removeMedia(request.auth, parseInput(idParamSchema, request.params).id));
}
