import type { FastifyInstance } from 'fastify';
import { idParamSchema } from '@guiche/shared';
import type { ChannelManager } from '../../channels/manager/channel-manager.js';
import { parseInput } from '../../http/validate.js';
import type { ConnectionsService } from '../connections/connections.service.js';
import { access } from '../../http/route-access.js';
import { SESSION_ACTIONS } from './sessions.policy.js';

/**
 * Live sessions of spec 2 §7: try again, new QR, disconnect, restart all. Each answers the connection as it is now.
 * Who may: SESSION_ACTIONS, enforced before the input is read (route-access.ts).
 */
export async function sessionsRoutes(app: FastifyInstance, deps: { manager: ChannelManager; connections: ConnectionsService }): Promise<void> {
  const { manager, connections } = deps;

  app.post('/whatsappsession/:id', access(SESSION_ACTIONS), async (request) => {
    const { id } = parseInput(idParamSchema, request.params);
    await connections.get(request.auth, id);
    await manager.start(request.auth.companyId, id);
    return connections.get(request.auth, id);
  });

  app.put('/whatsappsession/:id', access(SESSION_ACTIONS), async (request) => {
    const { id } = parseInput(idParamSchema, request.params);
    await connections.get(request.auth, id);
    await manager.restart(request.auth.companyId, id, { logout: true });
    return connections.get(request.auth, id);
  });

  app.delete('/whatsappsession/:id', access(SESSION_ACTIONS), async (request) => {
    const { id } = parseInput(idParamSchema, request.params);
    await connections.get(request.auth, id);
    await manager.stop(request.auth.companyId, id, { logout: true });
    return connections.get(request.auth, id);
  });

  app.post('/whatsapp-restart', access(SESSION_ACTIONS), async (request) => {
    const all = await connections.list(request.auth);
    const restartable = all.filter((c) => c.channel === 'whatsapp' || c.channel === 'simulator');
    const results = await Promise.allSettled(restartable.map((c) => manager.restart(request.auth.companyId, c.id)));
    return { restarted: results.filter((r) => r.status === 'fulfilled').length, failed: results.filter((r) => r.status === 'rejected').length };
  });
}
