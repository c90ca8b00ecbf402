import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { eraseContactSchema, idParamSchema } from '@guiche/shared';
import { routeOptions } from '../../http/route-schema.js';
import type { ContactErasureService } from './contact-erasure.service.js';

const route = routeOptions('contacts');

/** Erasure of a contact's data (issue 40): admins only, declared here so the role is checked before any input. */
export async function contactErasureRoutes(
  app: FastifyInstance,
  { erasure }: { erasure: ContactErasureService },
): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const admin = { role: 'admin' } as const;
  api.post(
    '/contacts/:id/erase',
    route(
      "Erase a contact's data (confirm with its name); 202 while the erasure runs",
      {
        params: idParamSchema,
        body: eraseContactSchema,
      },
      admin,
    ),
    async (request, reply) => {
      const { erasure: view, created } = await erasure.request(request.auth, request.params.id, request.body.confirm);
      return reply.status(created ? 202 : 200).send(view);
    },
  );

  api.get(
    '/contacts/:id/erasure',
    route("The contact's latest erasure: its status and counts", { params: idParamSchema }, admin),
    async (request) => erasure.latest(request.auth, request.params.id),
  );
}
