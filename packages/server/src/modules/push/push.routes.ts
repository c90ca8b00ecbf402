import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamSchema, pushSubscriptionInputSchema, pushUnsubscribeSchema } from '@guiche/shared';
import { routeOptions } from '../../http/route-schema.js';
import type { PushService } from './push.service.js';

const route = routeOptions('push');

/** Web Push (issue 41): every signed-in user manages their own devices; nobody sees another's. */
export async function pushRoutes(app: FastifyInstance, { push }: { push: PushService }): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get('/push/public-key', route('The VAPID public key browsers subscribe with'), async () => push.publicKey());

  api.get('/push/subscriptions', route("The caller's devices that receive pushes"), async (request) =>
    push.list(request.auth),
  );

  api.post(
    '/push/subscriptions',
    route('Receive pushes on this device (the browser’s PushSubscription)', { body: pushSubscriptionInputSchema }),
    async (request, reply) =>
      reply.status(201).send(await push.subscribe(request.auth, request.body, request.headers['user-agent'])),
  );

  api.delete(
    '/push/subscriptions',
    route('Stop pushes to this device (named by its endpoint)', { body: pushUnsubscribeSchema }),
    async (request, reply) => {
      await push.unsubscribe(request.auth, request.body.endpoint);
      return reply.status(204).send();
    },
  );

  api.delete(
    '/push/subscriptions/:id',
    route('Stop pushes to one of the caller’s devices', { params: idParamSchema }),
    async (request, reply) => {
      await push.remove(request.auth, request.params.id);
      return reply.status(204).send();
    },
  );
}
