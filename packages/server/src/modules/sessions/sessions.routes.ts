import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamSchema } from '@guiche/shared';
import type { ChannelManager } from '../../channels/manager/channel-manager.js';
import { routeOptions } from '../../http/route-schema.js';
import type { ConnectionsService } from '../connections/connections.service.js';
import { SESSION_ACTIONS } from './sessions.policy.js';

const route = routeOptions('sessions');

/**
 * Live sessions of spec 2 §7: try again, new QR, disconnect, restart all. Each answers the connection as it is now.
 * Who may: SESSION_ACTIONS, enforced before the input is read (route-access.ts).
 */
export async function sessionsRoutes(
  app: FastifyInstance,
  deps: { manager: ChannelManager; connections: ConnectionsService },
): Promise<void> {
  const { manager, connections } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const byId = { params: idParamSchema };

  api.post(
    '/whatsappsession/:id',
    route('Start a connection’s session (a new QR code)', byId, SESSION_ACTIONS),
    async (request) => {
      const { id } = request.params;
      await connections.get(request.auth, id);
      await manager.start(request.auth.companyId, id);
      return connections.get(request.auth, id);
    },
  );

  api.put(
    '/whatsappsession/:id',
    route('Log a session out and start it again', byId, SESSION_ACTIONS),
    async (request) => {
      const { id } = request.params;
      await connections.get(request.auth, id);
      await manager.restart(request.auth.companyId, id, { logout: true });
      return connections.get(request.auth, id);
    },
  );

  api.delete(
    '/whatsappsession/:id',
    route('Disconnect a session (log out)', byId, SESSION_ACTIONS),
    async (request) => {
      const { id } = request.params;
      await connections.get(request.auth, id);
      await manager.stop(request.auth.companyId, id, { logout: true });
      return connections.get(request.auth, id);
    },
  );

  api.post(
    '/whatsapp-restart',
    route('Restart every WhatsApp session of the company', {}, SESSION_ACTIONS),
    async (request) => {
      const all = await connections.list(request.auth);
      const restartable = all.filter((c) => c.channel === 'whatsapp' || c.channel === 'simulator');
      const results = await Promise.allSettled(restartable.map((c) => manager.restart(request.auth.companyId, c.id)));
      return {
        restarted: results.filter((r) => r.status === 'fulfilled').length,
        failed: results.filter((r) => r.status === 'rejected').length,
      };
    },
  );
}
