import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParam, idParamSchema, ticketNoteSchema } from '@guiche/shared';
import { z } from 'zod';
import { routeOptions } from '../../http/route-schema.js';
import type { TicketNotesService } from './ticket-notes.service.js';

/** GET /ticket-notes/list: by ticket and/or contact; at least one. */
const listQuery = z
  .object({ ticketId: idParam().optional(), contactId: idParam().optional() })
  .refine((query) => query.ticketId !== undefined || query.contactId !== undefined, {
    message: 'validation.required',
    path: ['contactId'],
  });

/** Notes of the contact drawer (spec 1 §7 "Contacts"). */
export async function ticketNotesRoutes(app: FastifyInstance, { notes }: { notes: TicketNotesService }): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const route = routeOptions('ticket-notes');
  api.post(
    '/ticket-notes',
    route('Add a note to a ticket and its contact', { body: ticketNoteSchema }),
    async (request, reply) => reply.status(201).send(await notes.create(request.auth, request.body)),
  );

  api.get('/ticket-notes/list', route('Notes of a ticket or a contact', { querystring: listQuery }), async (request) =>
    notes.list(request.auth, request.query),
  );

  api.delete('/ticket-notes/:id', route('Delete a note', { params: idParamSchema }), async (request, reply) => {
    await notes.delete(request.auth, request.params.id);
    return reply.status(204).send();
  });
}
