import type { FastifyInstance } from 'fastify';
import {
  chatFormSchema,
  chatRefParamSchema,
  idParamSchema,
  listChatMessagesQuerySchema,
  listChatsQuerySchema,
  markChatReadSchema,
  sendChatMessageSchema,
} from '@guiche/shared';
import { parseInput } from '../../http/validate.js';
import type { TenantStorage } from '../../storage/tenant-storage.js';
import { readMessageUploads } from '../messages/message-uploads.js';
import type { InternalChatService } from './internal-chat.service.js';
import { access } from '../../http/route-access.js';

/** The internal chat (spec 1 §7 "Internal chat"), plus GET /chats/unreads for the app bar's badge. */
export async function internalChatRoutes(app: FastifyInstance, { chats, storage }: { chats: InternalChatService; storage: TenantStorage }): Promise<void> {
  app.get('/chats', access({ plan: 'useInternalChat' }), async (request) => chats.list(request.auth, parseInput(listChatsQuerySchema, request.query)));

  app.get('/chats/unreads', access({ plan: 'useInternalChat' }), async (request) => chats.unreads(request.auth));

  app.get('/chats/:id', access({ plan: 'useInternalChat' }), async (request) => chats.get(request.auth, parseInput(chatRefParamSchema, request.params).id));

  app.post('/chats', access({ plan: 'useInternalChat' }), async (request, reply) => reply.status(201).send(await chats.create(request.auth, parseInput(chatFormSchema, request.body))));

  app.put('/chats/:id', access({ plan: 'useInternalChat' }), async (request) => {
    const { id } = parseInput(idParamSchema, request.params);
    return chats.update(request.auth, id, parseInput(chatFormSchema, request.body));
  });

  app.delete('/chats/:id', access({ plan: 'useInternalChat' }), async (request, reply) => {
    await chats.delete(request.auth, parseInput(idParamSchema, request.params).id);
    return reply.status(204).send();
  });

  app.post('/chats/:id/read', access({ plan: 'useInternalChat' }), async (request) => {
    const { id } = parseInput(idParamSchema, request.params);
    return chats.markRead(request.auth, id, parseInput(markChatReadSchema, request.body)?.userId);
  });

  app.get('/chats/:id/messages', access({ plan: 'useInternalChat' }), async (request) => {
    const { id } = parseInput(idParamSchema, request.params);
    return chats.messages(request.auth, id, parseInput(listChatMessagesQuerySchema, request.query));
  });

  app.post('/chats/:id/messages', access({ plan: 'useInternalChat' }), async (request, reply) => {
    const { id } = parseInput(idParamSchema, request.params);
    if (!request.isMultipart()) return reply.status(201).send(await chats.sendText(request.auth, id, parseInput(sendChatMessageSchema, request.body).message));
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
  });
}
