import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  editMessageSchema,
  idParam,
  isContactCardBody,
  forwardMessageSchema,
  listMessagesQuerySchema,
  reactMessageSchema,
  searchMessagesQuerySchema,
  sendContactCardSchema,
  sendMediaFieldsSchema,
  sendMessageSchema,
} from '@guiche/shared';
import { z } from 'zod';
import { multipartBody, routeOptions, shownOnly } from '../../http/route-schema.js';
import { parseInput } from '../../http/validate.js';
import type { TenantStorage } from '../../storage/tenant-storage.js';
import type { MessageActionsService } from './message-actions.service.js';
import { MEDIAS_PART, readMessageUploads, type ReadUploads } from './message-uploads.js';
import type { MessagesService } from './messages.service.js';
import type { MultipartSendFields, OutboundService } from './outbound.service.js';
import { renderTranscript, type TranscriptDocument } from './transcript-html.js';

const ticketParams = z.object({ ticketId: idParam() });
const messageParams = z.object({ id: idParam() });
/** `until`: the page before `before` holds every message down to this one (the chat jumping to a search hit). */
const listQuery = listMessagesQuerySchema.extend({ until: idParam().optional() });
/** Captions and titles may come once per file. */
const repeatedText = (max: number) => z.array(z.string().max(max, { message: 'validation.tooLong' })).max(10);
const route = routeOptions('messages');

/**
 * A reply: JSON (a text, or a contact card when it has `vCard`) or multipart (files with their captions). The
 * handler picks the schema by what was sent and parses it, as before; this describes both ways for the reference.
 */
const replyBody = {
  content: {
    'application/json': { schema: { anyOf: [shownOnly(sendMessageSchema), shownOnly(sendContactCardSchema)] } },
    ...multipartBody(
      {
        ...(shownOnly(sendMediaFieldsSchema).properties as Record<string, Record<string, unknown>>),
        medias: {
          ...MEDIAS_PART,
          description: 'The files, one message each; `body` and `mediaTitle` may come once per file.',
        },
      },
      ['medias'],
    ),
  },
};

export interface MessagesRouteDeps {
  messages: MessagesService;
  actions: MessageActionsService;
  outbound: OutboundService;
  storage: TenantStorage;
}

/** Spec 1 §7 "Messages": the chat's pages, replies (text, card, files), edit, delete, forward, react, media lists. */
export async function messagesRoutes(
  app: FastifyInstance,
  { messages, actions, outbound, storage }: MessagesRouteDeps,
): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const byTicket = { params: ticketParams };
  const byMessage = { params: messageParams };
  api.get(
    '/messages/:ticketId',
    route('A ticket’s messages, a page at a time', { ...byTicket, querystring: listQuery }),
    async (request) => messages.list(request.auth, request.params.ticketId, request.query),
  );

  api.get(
    '/messages/:ticketId/search',
    route('Search a ticket’s messages', { ...byTicket, querystring: searchMessagesQuerySchema }),
    async (request) => messages.search(request.auth, request.params.ticketId, request.query),
  );

  api.get(
    '/messages/:ticketId/transcript',
    {
      ...route('A ticket’s conversation as an HTML file', byTicket),
      // The document is answered as JSON first, so that its media keys become signed links for this reader the one
      // way every answer's do (storage/media-link-hooks.ts); the signed document is then written out as the page.
      onSend: async (_request, reply, payload) => {
        if (reply.statusCode !== 200 || typeof payload !== 'string') return payload;
        const document = JSON.parse(payload) as TranscriptDocument;
        void reply
          .header('content-type', 'text/html; charset=utf-8')
          .header(
            'content-disposition',
            `attachment; filename="${document.labels.fileName}-${document.ticketId}.html"`,
          );
        return renderTranscript(document);
      },
    },
    async (request) => messages.transcript(request.auth, request.params.ticketId),
  );

  // Messages arriving in the chat an attendant has on screen are read there (the web calls this; opening the
  // newest page reads too): unread count 0 and read receipts to the channel.
  api.post('/messages/:ticketId/read', route('Mark a ticket’s messages read', byTicket), async (request, reply) => {
    await messages.read(request.auth, request.params.ticketId);
    return reply.status(204).send();
  });

  api.post(
    '/messages/:ticketId',
    route('Reply on a ticket: a text, a contact card or files', { ...byTicket, body: replyBody }),
    async (request, reply) => {
      const { ticketId } = request.params;
      if (request.isMultipart()) {
        const uploads = await readMessageUploads(request, storage, request.auth.companyId);
        try {
          return reply
            .status(201)
            .send(await outbound.sendFiles(request.auth, ticketId, uploads.files, multipartFields(uploads)));
        } catch (error) {
          // Refused (closed ticket, window, validation): the files stored for it go again.
          await Promise.all(uploads.files.map((file) => storage.remove(file.key)));
          throw error;
        }
      }
      const body: unknown = request.body;
      if (isContactCardBody(body)) {
        return reply
          .status(201)
          .send(await outbound.sendContactCard(request.auth, ticketId, parseInput(sendContactCardSchema, body)));
      }
      return reply.status(201).send(await outbound.reply(request.auth, ticketId, parseInput(sendMessageSchema, body)));
    },
  );

  api.post(
    '/messages/edit/:id',
    route('Edit a sent text', { ...byMessage, body: editMessageSchema }),
    async (request) => actions.edit(request.auth, request.params.id, request.body.body),
  );

  api.delete('/messages/:id', route('Delete a message (for everyone)', byMessage), async (request) =>
    actions.delete(request.auth, request.params.id),
  );

  // A reply the channel may or may not have taken (an interrupted send), sent again at the attendant's word.
  api.post('/messages/:id/resend', route('Send an interrupted reply again', byMessage), async (request) =>
    outbound.resend(request.auth, request.params.id),
  );

  api.post(
    '/message/forward',
    route('Forward messages to contacts', { body: forwardMessageSchema }),
    async (request, reply) => reply.status(201).send(await actions.forward(request.auth, request.body)),
  );

  api.post('/react/messages', route('React to a message', { body: reactMessageSchema }), async (request) =>
    actions.react(request.auth, request.body),
  );

  api.get('/messages/listimages/:ticketId', route('A ticket’s images', byTicket), async (request) =>
    messages.listImages(request.auth, request.params.ticketId),
  );

  api.get('/messages/getmedia/:ticketId', route('A ticket’s media files', byTicket), async (request) =>
    messages.ticketMedia(request.auth, request.params.ticketId),
  );
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
