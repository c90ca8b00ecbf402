import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  chatFormSchema,
  chatRefParamSchema,
  idParamSchema,
  listChatMessagesQuerySchema,
  listChatsQuerySchema,
  markChatReadSchema,
  sendChatMessageSchema,
} from '@guiche/shared';
import { multipartBody, routeOptions, shownOnly } from '../../http/route-schema.js';
import { parseInput } from '../../http/validate.js';
import type { TenantStorage } from '../../storage/tenant-storage.js';
import { MEDIAS_PART, readMessageUploads } from '../messages/message-uploads.js';
import type { InternalChatService } from './internal-chat.service.js';

const route = routeOptions('internal-chat');

/** A text as JSON, or files as multipart `medias`: the handler picks by what was sent and parses it. */
const sendBody = {
  content: {
    'application/json': { schema: shownOnly(sendChatMessageSchema) },
    ...multipartBody({ medias: MEDIAS_PART }),
  },
};

/** The internal chat (spec 1 §7 "Internal chat"), plus GET /chats/unreads for the app bar's badge. */
export async function internalChatRoutes(
  app: FastifyInstance,
  { chats, storage }: { chats: InternalChatService; storage: TenantStorage },
): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const plan = { plan: 'useInternalChat' } as const;
  const byId = { params: idParamSchema };
  api.get('/chats', route('List the caller’s chats', { querystring: listChatsQuerySchema }, plan), async (request) =>
    chats.list(request.auth, request.query),
  );

  api.get('/chats/unreads', route('The caller’s unread chat messages (the badge)', {}, plan), async (request) =>
    chats.unreads(request.auth),
  );

  api.get('/chats/:id', route('Show a chat', { params: chatRefParamSchema }, plan), async (request) =>
    chats.get(request.auth, request.params.id),
  );

  api.post('/chats', route('Start a chat', { body: chatFormSchema }, plan), async (request, reply) =>
    reply.status(201).send(await chats.create(request.auth, request.body)),
  );

  api.put('/chats/:id', route('Update a chat', { ...byId, body: chatFormSchema }, plan), async (request) =>
    chats.update(request.auth, request.params.id, request.body),
  );

  api.delete('/chats/:id', route('Delete a chat', byId, plan), async (request, reply) => {
    await chats.delete(request.auth, request.params.id);
    return reply.status(204).send();
  });

  api.post('/chats/:id/read', route('Mark a chat read', { ...byId, body: markChatReadSchema }, plan), async (request) =>
    chats.markRead(request.auth, request.params.id, request.body?.userId),
  );

  api.get(
    '/chats/:id/messages',
    route('A chat’s messages, a page at a time', { ...byId, querystring: listChatMessagesQuerySchema }, plan),
    async (request) => chats.messages(request.auth, request.params.id, request.query),
  );

  api.post(
    '/chats/:id/messages',
    route('Send a text or files in a chat', { ...byId, body: sendBody }, plan),
    async (request, reply) => {
      const { id } = request.params;
      if (!request.isMultipart())
        return reply
          .status(201)
          .send(await chats.sendText(request.auth, id, parseInput(sendChatMessageSchema, request.body).message));
      // The spec's other fields (fromMe, typeArch, body) say nothing the server does not know: each file is named by itself.
      await chats.assertCanWrite(request.auth, id);
      const uploads = await readMessageUploads(request, storage, request.auth.companyId, 'internal-chat');
      try {
        return reply.status(201).send(await chats.sendFiles(request.auth, id, uploads.files));
      } catch (error) {
        // Refused meanwhile (taken out of the chat, plan changed): the files stored for it go again.
        await Promise.all(uploads.files.map((file) => storage.remove(file.key)));
        throw error;
      }
    },
  );
}
