import type { FastifyInstance } from 'fastify';
import { idParam, idParamSchema, ticketNoteSchema } from '@guiche/shared';
import { z } from 'zod';
import { parseInput } from '../../http/validate.js';
import type { TicketNotesService } from './ticket-notes.service.js';

/** GET /ticket-notes/list: by ticket and/or contact; at least one. */
const listQuery = z
  .object({ ticketId: idParam().optional(), contactId: idParam().optional() })
  .refine((query) => query.ticketId !== undefined || query.contactId !== undefined, { message: 'validation.required', path: ['contactId'] });

/** Notes of the contact drawer (spec 1 §7 "Contacts"). */
export async function ticketNotesRoutes(app: FastifyInstance, { notes }: { notes: TicketNotesService }): Promise<void> {
  app.post('/ticket-notes', async (request, reply) => reply.status(201).send(await notes.create(request.auth, parseInput(ticketNoteSchema, request.body))));

  app.get('/ticket-notes/list', async (request) => notes.list(request.auth, parseInput(listQuery, request.query)));

  app.delete('/ticket-notes/:id', async (request, reply) => {
    await notes.delete(request.auth, parseInput(idParamSchema, request.params).id);
    return reply.status(204).send();
  });
}
