import type { FastifyInstance } from 'fastify';
import { createConnectionSchema, idParamSchema, listConnectionsQuerySchema, updateConnectionSchema } from '@guiche/shared';
import { parseInput } from '../../http/validate.js';
import type { ConnectionsService } from './connections.service.js';

/** Connections CRUD of spec 2 §7 ("/whatsapp"). Sessions (QR, restart) live with the channel manager. */
export async function connectionsRoutes(app: FastifyInstance, { connections }: { connections: ConnectionsService }): Promise<void> {
  app.get('/whatsapp', async (request) => connections.list(request.auth, parseInput(listConnectionsQuerySchema, request.query).companyId));
  app.get('/whatsapp/:id', async (request) => connections.get(request.auth, parseInput(idParamSchema, request.params).id));
  app.post('/whatsapp', async (request, reply) =>
    reply.status(201).send(await connections.create(request.auth, parseInput(createConnectionSchema, request.body))),
  );
  app.put('/whatsapp/:id', async (request) =>
    connections.update(request.auth, parseInput(idParamSchema, request.params).id, parseInput(updateConnectionSchema, request.body)),
  );
  app.delete('/whatsapp/:id', async (request, reply) => {
    await connections.delete(request.auth, parseInput(idParamSchema, request.params).id);
    return reply.status(204).send();
  });
}
