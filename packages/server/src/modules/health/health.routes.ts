import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database.js';

export async function healthRoutes(app: FastifyInstance, { database }: { database: Database }): Promise<void> {
  app.get('/health', async (request, reply) => {
    try {
      await database.ping();
      return { status: 'ok', database: database.kind };
    } catch (error) {
      request.log.error({ err: error }, 'health check: database unreachable');
      return reply.status(503).send({ status: 'unavailable', database: database.kind });
    }
  });
}
