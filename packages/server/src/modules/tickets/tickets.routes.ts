import type { FastifyInstance } from 'fastify';
import { closeAllTicketsSchema, createTicketSchema, idParamSchema, listTicketsQuerySchema, updateTicketSchema } from '@guiche/shared';
import { z } from 'zod';
import { parseInput } from '../../http/validate.js';
import type { TicketsService } from './tickets.service.js';
import { access } from '../../http/route-access.js';

const uuidParams = z.object({ uuid: z.uuid() });

/** Tickets (spec 1 §7). */
export async function ticketsRoutes(app: FastifyInstance, { tickets }: { tickets: TicketsService }): Promise<void> {
  app.get('/tickets', async (request) => tickets.list(request.auth, parseInput(listTicketsQuerySchema, request.query)));
  app.get('/tickets/u/:uuid', async (request) => tickets.showByUuid(request.auth, parseInput(uuidParams, request.params).uuid));
  app.get('/tickets/:id', async (request) => tickets.show(request.auth, parseInput(idParamSchema, request.params).id));
  app.post('/tickets', async (request, reply) => reply.status(201).send(await tickets.create(request.auth, parseInput(createTicketSchema, request.body))));
  app.put('/tickets/:id', async (request) =>
    tickets.update(request.auth, parseInput(idParamSchema, request.params).id, parseInput(updateTicketSchema, request.body)),
  );
  app.delete('/tickets/:id', access({ role: 'ticket-options:deleteTicket' }), async (request, reply) => {
    await tickets.delete(request.auth, parseInput(idParamSchema, request.params).id);
    return reply.status(204).send();
  });
  app.post('/tickets/closeAll', access({ role: 'tickets-manager:closeAll' }), async (request) => tickets.closeAll(request.auth, parseInput(closeAllTicketsSchema, request.body)));
  app.get('/tickets-log/:id', async (request) => tickets.logs(request.auth, parseInput(idParamSchema, request.params).id));
}
