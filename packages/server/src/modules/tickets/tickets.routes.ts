import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  bulkTicketsSchema,
  closeAllTicketsSchema,
  createTicketSchema,
  idParamSchema,
  listTicketsQuerySchema,
  snoozeTicketSchema,
  updateTicketSchema,
} from '@guiche/shared';
import { z } from 'zod';
import { routeOptions } from '../../http/route-schema.js';
import type { TicketsService } from './tickets.service.js';

const uuidParams = z.object({ uuid: z.uuid() });
const route = routeOptions('tickets');

/** Tickets (spec 1 §7). */
export async function ticketsRoutes(app: FastifyInstance, { tickets }: { tickets: TicketsService }): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get('/tickets', route('List tickets', { querystring: listTicketsQuerySchema }), async (request) =>
    tickets.list(request.auth, request.query),
  );
  api.get('/tickets/u/:uuid', route('Show a ticket by its UUID', { params: uuidParams }), async (request) =>
    tickets.showByUuid(request.auth, request.params.uuid),
  );
  api.get('/tickets/:id', route('Show a ticket', { params: idParamSchema }), async (request) =>
    tickets.show(request.auth, request.params.id),
  );
  api.post('/tickets', route('Open a ticket', { body: createTicketSchema }), async (request, reply) =>
    reply.status(201).send(await tickets.create(request.auth, request.body)),
  );
  api.put(
    '/tickets/:id',
    route('Update a ticket', { params: idParamSchema, body: updateTicketSchema }),
    async (request) => tickets.update(request.auth, request.params.id, request.body),
  );
  api.delete(
    '/tickets/:id',
    route('Delete a ticket', { params: idParamSchema }, { role: 'ticket-options:deleteTicket' }),
    async (request, reply) => {
      await tickets.delete(request.auth, request.params.id);
      return reply.status(204).send();
    },
  );
  api.post(
    '/tickets/closeAll',
    route('Close all tickets', { body: closeAllTicketsSchema }, { role: 'tickets-manager:closeAll' }),
    async (request) => tickets.closeAll(request.auth, request.body),
  );
  api.get('/tickets-log/:id', route('A ticket’s log', { params: idParamSchema }), async (request) =>
    tickets.logs(request.auth, request.params.id),
  );
  api.post('/tickets/:id/unread', route('Mark a ticket unread', { params: idParamSchema }), async (request) =>
    tickets.markUnread(request.auth, request.params.id),
  );
  api.post(
    '/tickets/:id/snooze',
    route('Snooze a ticket until a time', { params: idParamSchema, body: snoozeTicketSchema }),
    async (request) => tickets.snoozes.snooze(request.auth, request.params.id, request.body),
  );
  api.delete('/tickets/:id/snooze', route('End a ticket’s snooze', { params: idParamSchema }), async (request) =>
    tickets.snoozes.unsnooze(request.auth, request.params.id),
  );
  api.post('/tickets/bulk', route('Act on several tickets', { body: bulkTicketsSchema }), async (request) =>
    tickets.bulk.run(request.auth, request.body),
  );
}
