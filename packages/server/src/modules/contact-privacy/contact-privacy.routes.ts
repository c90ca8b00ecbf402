import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamSchema, listContactConsentsQuerySchema } from '@guiche/shared';
import { routeOptions } from '../../http/route-schema.js';
import type { ContactPrivacyService } from './contact-privacy.service.js';

const route = routeOptions('contacts');

/** A contact's personal data on request: its consent history and its whole export (issue 40 items 1 and 4). */
export async function contactPrivacyRoutes(
  app: FastifyInstance,
  { privacy }: { privacy: ContactPrivacyService },
): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const byId = { params: idParamSchema };
  const admin = { role: 'admin' } as const;

  api.get(
    '/contacts/:id/consents',
    route('A contact’s LGPD consent decisions, newest first', { ...byId, querystring: listContactConsentsQuerySchema }),
    async (request) => privacy.consents(request.auth, request.params.id, request.query),
  );

  api.get(
    '/contacts/:id/export/summary',
    route('What a contact’s data export holds: counts and expected size', byId, admin),
    async (request) => privacy.summary(request.auth, request.params.id),
  );

  api.get(
    '/contacts/:id/export',
    route('Everything held about a contact, as a zip (streamed)', byId, admin),
    async (request, reply) => {
      const { fileName, stream } = await privacy.export(request.auth, request.params.id, (error) =>
        request.log.error({ err: error }, 'contact data export failed'),
      );
      return reply
        .headers({
          'content-type': 'application/zip',
          'content-disposition': `attachment; filename="${fileName}"`,
          'cache-control': 'no-store',
          'access-control-expose-headers': 'Content-Disposition',
        })
        .send(stream);
    },
  );
}
