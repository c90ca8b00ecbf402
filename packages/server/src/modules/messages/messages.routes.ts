import type { FastifyInstance } from 'fastify';
import {
  editMessageSchema,
  idParam,
  isContactCardBody,
  forwardMessageSchema,
  listMessagesQuerySchema,
  reactMessageSchema,
  sendContactCardSchema,
  sendMediaFieldsSchema,
  sendMessageSchema,
} from '@guiche/shared';
import { z } from 'zod';
import { parseInput } from '../../http/validate.js';
import type { TenantStorage } from '../../storage/tenant-storage.js';
import type { MessageActionsService } from './message-actions.service.js';
import { readMessageUploads, type ReadUploads } from './message-uploads.js';
import type { MessagesService } from './messages.service.js';
import type { MultipartSendFields, OutboundService } from './outbound.service.js';

const ticketParams = z.object({ ticketId: idParam() });
const messageParams = z.object({ id: idParam() });
/** Captions and titles may come once per file. */
const repeatedText = (max: number) => z.array(z.string().max(max, { message: 'validation.tooLong' })).max(10);

export interface MessagesRouteDeps {
  messages: MessagesService;
  actions: MessageActionsService;
  outbound: OutboundService;
  storage: TenantStorage;
}

/** Spec 1 §7 "Messages": the chat's pages, replies (text, card, files), edit, delete, forward, react, media lists. */
export async function messagesRoutes(app: FastifyInstance, { messages, actions, outbound, storage }: MessagesRouteDeps): Promise<void> {
  app.get('/messages/:ticketId', async (request) => {
    const { ticketId } = parseInput(ticketParams, request.params);
    return messages.list(request.auth, ticketId, parseInput(listMessagesQuerySchema, request.query));
  });

  // Messages arriving in the chat an attendant has on screen are read there (the web calls this; opening the
  // newest page reads too): unread count 0 and read receipts to the channel.
  app.post('/messages/:ticketId/read', async (request, reply) => {
    await messages.read(request.auth, parseInput(ticketParams, request.params).ticketId);
    return reply.status(204).send();
  });

  app.post('/messages/:ticketId', async (request, reply) => {
    const { ticketId } = parseInput(ticketParams, request.params);
    if (request.isMultipart()) {
      const uploads = await readMessageUploads(request, storage, request.auth.companyId);
      try {
        return reply.status(201).send(await outbound.sendFiles(request.auth, ticketId, uploads.files, multipartFields(uploads)));
      } catch (error) {
        // Refused (closed ticket, window, validation): the files stored for it go again.
        await Promise.all(uploads.files.map((file) => storage.remove(file.key)));
        throw error;
      }
    }
    const body: unknown = request.body;
    if (isContactCardBody(body)) {
      return reply.status(201).send(await outbound.sendContactCard(request.auth, ticketId, parseInput(sendContactCardSchema, body)));
    }
    return reply.status(201).send(await outbound.reply(request.auth, ticketId, parseInput(sendMessageSchema, body)));
  });

  app.post('/messages/edit/:id', async (request) => {
    const { id } = parseInput(messageParams, request.params);
    return actions.edit(request.auth, id, parseInput(editMessageSchema, request.body).body);
  });

  app.delete('/messages/:id', async (request) => actions.delete(request.auth, parseInput(messageParams, request.params).id));

  // A reply the channel may or may not have taken (an interrupted send), sent again at the attendant's word.
  app.post('/messages/:id/resend', async (request) => outbound.resend(request.auth, parseInput(messageParams, request.params).id));

  app.post('/message/forward', async (request, reply) => reply.status(201).send(await actions.forward(request.auth, parseInput(forwardMessageSchema, request.body))));

  app.post('/react/messages', async (request) => actions.react(request.auth, parseInput(reactMessageSchema, request.body)));

  app.get('/messages/listimages/:ticketId', async (request) => messages.listImages(request.auth, parseInput(ticketParams, request.params).ticketId));

  app.get('/messages/getmedia/:ticketId', async (request) => messages.ticketMedia(request.auth, parseInput(ticketParams, request.params).ticketId));
}

/** The multipart text fields: single ones as the shared schema reads them, captions and titles once per file. */
function multipartFields({ fields }: ReadUploads): MultipartSendFields {
  const first = Object.fromEntries(Object.entries(fields).map(([name, values]) => [name, values[0]]));
  const single = parseInput(sendMediaFieldsSchema, first);
  return {
    body: parseInput(repeatedText(4096), fields['body'] ?? []),
    mediaTitle: parseInput(repeatedText(255), fields['mediaTitle'] ?? []),
    quotedMsgId: single.quotedMsgId,
    isPrivate: single.isPrivate === 'true',
    signMessage: single.signMessage === 'true',
  };
}
