import type { FastifyInstance } from 'fastify';
import { idParamSchema, listQuickMessagesQuerySchema, quickMessageFormSchema } from '@guiche/shared';
import { readUpload } from '../../http/uploads.js';
import { parseInput } from '../../http/validate.js';
import type { QuickMessagesService } from './quick-messages.service.js';

/** WhatsApp sends videos up to 16 MB; the same bound serves every kind of attachment here. */
export const QUICK_MESSAGE_MEDIA_MAX_BYTES = 16 * 1024 * 1024;

/** Quick messages (spec 3 §7 "Quick messages"). */
export async function quickMessagesRoutes(app: FastifyInstance, { quickMessages }: { quickMessages: QuickMessagesService }): Promise<void> {
  app.get('/quick-messages', async (request) => quickMessages.list(request.auth, parseInput(listQuickMessagesQuerySchema, request.query)));

  app.get('/quick-messages/list', async (request) => quickMessages.usable(request.auth));

  app.get('/quick-messages/categoriesMessages', async (request) => quickMessages.categories(request.auth));

  app.get('/quick-messages/:id', async (request) => quickMessages.get(request.auth, parseInput(idParamSchema, request.params).id));

  app.post('/quick-messages', async (request, reply) =>
    reply.status(201).send(await quickMessages.create(request.auth, parseInput(quickMessageFormSchema, request.body))),
  );

  app.put('/quick-messages/:id', async (request) => {
    const { id } = parseInput(idParamSchema, request.params);
    return quickMessages.update(request.auth, id, parseInput(quickMessageFormSchema, request.body));
  });

  app.delete('/quick-messages/:id', async (request, reply) => {
    await quickMessages.delete(request.auth, parseInput(idParamSchema, request.params).id);
    return reply.status(204).send();
  });

  // The form's typeArch (quickMessage) names the storage area, which the server already knows.
  app.post('/quick-messages/:id/media-upload', async (request) => {
    const { id } = parseInput(idParamSchema, request.params);
    const { content, mime, fileName } = await readUpload(request, QUICK_MESSAGE_MEDIA_MAX_BYTES);
    return quickMessages.setMedia(request.auth, id, { content, mime, fileName });
  });

  app.delete('/quick-messages/:id/media-upload', async (request) => quickMessages.removeMedia(request.auth, parseInput(idParamSchema, request.params).id));
}
