import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { retentionPreviewQuerySchema } from '@guiche/shared';
import { routeOptions } from '../../http/route-schema.js';
import type { RetentionService } from './retention.service.js';

const route = routeOptions('privacy');

/** The retention settings' dry run (issue 40): admins only, checked before the query is read. */
export async function retentionRoutes(app: FastifyInstance, { retention }: { retention: RetentionService }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/privacy/retention/preview',
    route(
      'How many media files and messages retention with these periods would remove today (nothing is changed)',
      { querystring: retentionPreviewQuerySchema },
      { role: 'admin' },
    ),
    async (request) => retention.preview(request.auth, request.query),
  );
}
