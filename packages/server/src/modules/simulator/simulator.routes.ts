import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParam } from '@guiche/shared';
import { z } from 'zod';
import { FILE_PART, multipartBody, routeOptions, shownOnly } from '../../http/route-schema.js';
import { readUpload, type UploadedFile } from '../../http/uploads.js';
import { parseInput } from '../../http/validate.js';
import type { PhoneMessage } from '../../channels/simulator/simulator.adapter.js';
import type { SimulatorService } from './simulator.service.js';

const MEDIA_MAX_BYTES = 16 * 1024 * 1024;
const connectionParams = z.object({ whatsappId: idParam() });
const chatParams = connectionParams.extend({
  number: z.string().regex(/^\d{8,15}$/, { message: 'validation.invalidPhone' }),
});
const textMessage = z
  .object({
    contactName: z.string().trim().max(80).optional(),
    body: z.string().max(4096).default(''),
    quotedWid: z.string().max(100).optional(),
    location: z.object({ latitude: z.number().min(-90).max(90), longitude: z.number().min(-180).max(180) }).optional(),
  })
  .strict()
  .refine((m) => m.body.trim().length > 0 || m.location, { message: 'validation.required', path: ['body'] });
const reaction = z.object({ targetWid: z.string().min(1).max(100), emoji: z.string().max(16) }).strict();
const presence = z.object({ state: z.enum(['composing', 'paused']) }).strict();

const route = routeOptions('simulator');
const admin = { role: 'admin' } as const;
/** JSON (a text or a location) or multipart (a file): the handler picks and parses; this only describes both. */
const phoneMessageBody = {
  content: {
    'application/json': { schema: shownOnly(textMessage) },
    ...multipartBody({ file: FILE_PART, caption: { type: 'string' }, contactName: { type: 'string' } }, ['file']),
  },
};

/** API of the simulator page: the simulated phones of one simulator connection (admins only). */
export async function simulatorRoutes(
  app: FastifyInstance,
  { simulator }: { simulator: SimulatorService },
): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const connection = { params: connectionParams };
  const chat = { params: chatParams };
  api.get(
    '/simulator/:whatsappId',
    route('A simulator connection’s phones and chats', connection, admin),
    async (request) => simulator.state(request.auth, request.params.whatsappId),
  );

  api.post(
    '/simulator/:whatsappId/scan',
    route('Scan the simulator’s QR code (connects it)', connection, admin),
    async (request, reply) => {
      await simulator.scan(request.auth, request.params.whatsappId);
      return reply.status(204).send();
    },
  );

  api.get(
    '/simulator/:whatsappId/chats/:number/messages',
    route('A simulated phone’s chat history', chat, admin),
    async (request) => {
      const { whatsappId, number } = request.params;
      return simulator.history(request.auth, whatsappId, number);
    },
  );

  api.post(
    '/simulator/:whatsappId/chats/:number/messages',
    route('Send a message from a simulated phone', { ...chat, body: phoneMessageBody }, admin),
    async (request, reply) => {
      const { whatsappId, number } = request.params;
      const message = request.isMultipart()
        ? mediaPhoneMessage(number, await readUpload(request, MEDIA_MAX_BYTES))
        : textPhoneMessage(number, parseInput(textMessage, request.body));
      return reply.status(201).send(await simulator.send(request.auth, whatsappId, message));
    },
  );

  api.post(
    '/simulator/:whatsappId/chats/:number/reactions',
    route('React from a simulated phone', { ...chat, body: reaction }, admin),
    async (request, reply) => {
      const { whatsappId, number } = request.params;
      const { targetWid, emoji } = request.body;
      await simulator.react(request.auth, whatsappId, number, targetWid, emoji);
      return reply.status(204).send();
    },
  );

  api.post(
    '/simulator/:whatsappId/chats/:number/calls',
    route('Call from a simulated phone', chat, admin),
    async (request, reply) => {
      const { whatsappId, number } = request.params;
      await simulator.call(request.auth, whatsappId, number);
      return reply.status(204).send();
    },
  );

  api.post(
    '/simulator/:whatsappId/chats/:number/presence',
    route('Show a simulated phone typing or paused', { ...chat, body: presence }, admin),
    async (request, reply) => {
      const { whatsappId, number } = request.params;
      await simulator.presence(request.auth, whatsappId, number, request.body.state);
      return reply.status(204).send();
    },
  );
}

function textPhoneMessage(contactNumber: string, input: z.infer<typeof textMessage>): PhoneMessage {
  return {
    contactNumber,
    contactName: input.contactName,
    kind: input.location ? 'location' : 'text',
    body: input.body,
    location: input.location,
    quotedWid: input.quotedWid,
  };
}

/** A file from the phone: its kind follows its MIME type; optional `caption` and `contactName` fields. */
function mediaPhoneMessage(contactNumber: string, upload: UploadedFile): PhoneMessage {
  const { mime } = upload;
  const kind = mime.startsWith('image/')
    ? 'image'
    : mime.startsWith('audio/')
      ? 'audio'
      : mime.startsWith('video/')
        ? 'video'
        : 'document';
  return {
    contactNumber,
    contactName: upload.fields['contactName'],
    kind,
    body: upload.fields['caption'] ?? '',
    media: { content: upload.content, mime, fileName: upload.fileName },
  };
}
