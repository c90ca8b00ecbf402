import type { FastifyInstance } from 'fastify';
import { idParam } from '@guiche/shared';
import { z } from 'zod';
import { readUpload, type UploadedFile } from '../../http/uploads.js';
import { parseInput } from '../../http/validate.js';
import type { PhoneMessage } from '../../channels/simulator/simulator.adapter.js';
import type { SimulatorService } from './simulator.service.js';
import { access } from '../../http/route-access.js';

const MEDIA_MAX_BYTES = 16 * 1024 * 1024;
const connectionParams = z.object({ whatsappId: idParam() });
const chatParams = connectionParams.extend({ number: z.string().regex(/^\d{8,15}$/, { message: 'validation.invalidPhone' }) });
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

/** API of the simulator page: the simulated phones of one simulator connection (admins only). */
export async function simulatorRoutes(app: FastifyInstance, { simulator }: { simulator: SimulatorService }): Promise<void> {
  app.get('/simulator/:whatsappId', access({ role: 'admin' }), async (request) => simulator.state(request.auth, parseInput(connectionParams, request.params).whatsappId));

  app.post('/simulator/:whatsappId/scan', access({ role: 'admin' }), async (request, reply) => {
    await simulator.scan(request.auth, parseInput(connectionParams, request.params).whatsappId);
    return reply.status(204).send();
  });

  app.get('/simulator/:whatsappId/chats/:number/messages', access({ role: 'admin' }), async (request) => {
    const { whatsappId, number } = parseInput(chatParams, request.params);
    return simulator.history(request.auth, whatsappId, number);
  });

  app.post('/simulator/:whatsappId/chats/:number/messages', access({ role: 'admin' }), async (request, reply) => {
    const { whatsappId, number } = parseInput(chatParams, request.params);
    const message = request.isMultipart()
      ? mediaPhoneMessage(number, await readUpload(request, MEDIA_MAX_BYTES))
      : textPhoneMessage(number, parseInput(textMessage, request.body));
    return reply.status(201).send(await simulator.send(request.auth, whatsappId, message));
  });

  app.post('/simulator/:whatsappId/chats/:number/reactions', access({ role: 'admin' }), async (request, reply) => {
    const { whatsappId, number } = parseInput(chatParams, request.params);
    const { targetWid, emoji } = parseInput(reaction, request.body);
    await simulator.react(request.auth, whatsappId, number, targetWid, emoji);
    return reply.status(204).send();
  });

  app.post('/simulator/:whatsappId/chats/:number/calls', access({ role: 'admin' }), async (request, reply) => {
    const { whatsappId, number } = parseInput(chatParams, request.params);
    await simulator.call(request.auth, whatsappId, number);
    return reply.status(204).send();
  });

  app.post('/simulator/:whatsappId/chats/:number/presence', access({ role: 'admin' }), async (request, reply) => {
    const { whatsappId, number } = parseInput(chatParams, request.params);
    await simulator.presence(request.auth, whatsappId, number, parseInput(presence, request.body).state);
    return reply.status(204).send();
  });
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
  const kind = mime.startsWith('image/') ? 'image' : mime.startsWith('audio/') ? 'audio' : mime.startsWith('video/') ? 'video' : 'document';
  return {
    contactNumber,
    contactName: upload.fields['contactName'],
    kind,
    body: upload.fields['caption'] ?? '',
    media: { content: upload.content, mime, fileName: upload.fileName },
  };
}
