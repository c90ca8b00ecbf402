import type { FastifyInstance } from 'fastify';
import { dashboardQuerySchema, momentsQuerySchema } from '@guiche/shared';
import { parseInput } from '../../http/validate.js';
import type { DashboardService } from './dashboard.service.js';
import { access } from '../../http/route-access.js';

/** Dashboard calls (spec 2 §7, spec 1 §7 /dashboard/moments). */
export async function dashboardRoutes(app: FastifyInstance, { dashboard }: { dashboard: DashboardService }): Promise<void> {
  const query = (raw: unknown) => parseInput(dashboardQuerySchema, raw);
  app.get('/dashboard', access({ role: 'dashboard:view' }), async (request) => dashboard.summary(request.auth, query(request.query)));
  app.get('/dashboard/total-atendimentos', access({ role: 'dashboard:view' }), async (request) => dashboard.totals(request.auth, query(request.query)));
  app.get('/dashboard/queues', access({ role: 'dashboard:view' }), async (request) => dashboard.queues(request.auth, query(request.query)));
  app.get('/dashboard/ticketsUsers', access({ role: 'dashboard:view' }), async (request) => dashboard.users(request.auth, query(request.query)));
  app.get('/dashboard/user-info', access({ role: 'dashboard:view' }), async (request) => dashboard.userInfo(request.auth, query(request.query)));
  app.get('/dashboard/nps-info', access({ role: 'dashboard:view' }), async (request) => dashboard.nps(request.auth, query(request.query)));
  app.get('/dashboard/atendimentos-encerrados', access({ role: 'dashboard:view' }), async (request) => dashboard.closed(request.auth, query(request.query)));
  app.get('/dashboard/moments', access({ role: 'moments:view' }), async (request) => dashboard.moments(request.auth, parseInput(momentsQuerySchema, request.query)));
}
