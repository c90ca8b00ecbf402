import type { FastifyInstance } from 'fastify';
import { sendMessageSchema } from '@guiche/shared';
import { z } from 'zod';
import { parseInput } from '../../http/validate.js';
import type { OutboundService } from './outbound.service.js';

const ticketParams = z.object({ ticketId: z.coerce.number().int().positive() });

/** Replies (spec 1 §7 "Messages"). The inbox issue adds listing, media, edit, delete, forward and reactions. */
export async function messagesRoutes(app: FastifyInstance, { outbound }: { outbound: OutboundService }): Promise<void> {
  app.post('/messages/:ticketId', async (request, reply) => {
    const { ticketId } = parseInput(ticketParams, request.params);
    return reply.status(201).send(await outbound.reply(request.auth, ticketId, parseInput(sendMessageSchema, request.body)));
  });
}
