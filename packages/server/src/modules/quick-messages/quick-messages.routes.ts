import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamSchema, listQuickMessagesQuerySchema, quickMessageFormSchema } from '@guiche/shared';
import { routeOptions, SINGLE_FILE_BODY } from '../../http/route-schema.js';
import { readUpload } from '../../http/uploads.js';
import type { QuickMessagesService } from './quick-messages.service.js';

/** WhatsApp sends videos up to 16 MB; the same bound serves every kind of attachment here. */
export const QUICK_MESSAGE_MEDIA_MAX_BYTES = 16 * 1024 * 1024;

/** Quick messages (spec 3 §7 "Quick messages"). */
export async function quickMessagesRoutes(
  app: FastifyInstance,
  { quickMessages }: { quickMessages: QuickMessagesService },
): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const route = routeOptions('quick-messages');
  const byId = { params: idParamSchema };
  api.get(
    '/quick-messages',
    route('List quick messages', { querystring: listQuickMessagesQuerySchema }),
    async (request) => quickMessages.list(request.auth, request.query),
  );

  api.get('/quick-messages/list', route('The quick messages the caller may use'), async (request) =>
    quickMessages.usable(request.auth),
  );

  api.get('/quick-messages/categoriesMessages', route('Quick message categories'), async (request) =>
    quickMessages.categories(request.auth),
  );

  api.get('/quick-messages/:id', route('Show a quick message', byId), async (request) =>
    quickMessages.get(request.auth, request.params.id),
  );

  api.post(
    '/quick-messages',
    route('Create a quick message', { body: quickMessageFormSchema }),
    async (request, reply) => reply.status(201).send(await quickMessages.create(request.auth, request.body)),
  );

  api.put(
    '/quick-messages/:id',
    route('Update a quick message', { ...byId, body: quickMessageFormSchema }),
    async (request) => quickMessages.update(request.auth, request.params.id, request.body),
  );

  api.delete('/quick-messages/:id', route('Delete a quick message', byId), async (request, reply) => {
    await quickMessages.delete(request.auth, request.params.id);
    return reply.status(204).send();
  });

  // The form's typeArch (quickMessage) names the storage area, which the server already knows.
  api.post(
    '/quick-messages/:id/media-upload',
    route('Attach a file to a quick message (16 MB)', { ...byId, body: SINGLE_FILE_BODY }),
    async (request) => {
      const { content, mime, fileName } = await readUpload(request, QUICK_MESSAGE_MEDIA_MAX_BYTES);
      return quickMessages.setMedia(request.auth, request.params.id, { content, mime, fileName });
    },
  );

  api.delete('/quick-messages/:id/media-upload', route('Remove a quick message’s file', byId), async (request) =>
    quickMessages.removeMedia(request.auth, request.params.id),
  );
}
