import type { FastifyInstance } from 'fastify';
import { dashboardQuerySchema, momentsQuerySchema } from '@guiche/shared';
import { parseInput } from '../../http/validate.js';
import type { DashboardService } from './dashboard.service.js';

/** Dashboard calls (spec 2 §7, spec 1 §7 /dashboard/moments). */
export async function dashboardRoutes(app: FastifyInstance, { dashboard }: { dashboard: DashboardService }): Promise<void> {
  const query = (raw: unknown) => parseInput(dashboardQuerySchema, raw);
  app.get('/dashboard', async (request) => dashboard.summary(request.auth, query(request.query)));
  app.get('/dashboard/total-atendimentos', async (request) => dashboard.totals(request.auth, query(request.query)));
  app.get('/dashboard/queues', async (request) => dashboard.queues(request.auth, query(request.query)));
  app.get('/dashboard/ticketsUsers', async (request) => dashboard.users(request.auth, query(request.query)));
  app.get('/dashboard/user-info', async (request) => dashboard.userInfo(request.auth, query(request.query)));
  app.get('/dashboard/nps-info', async (request) => dashboard.nps(request.auth, query(request.query)));
  app.get('/dashboard/atendimentos-encerrados', async (request) => dashboard.closed(request.auth, query(request.query)));
  app.get('/dashboard/moments', async (request) => dashboard.moments(request.auth, parseInput(momentsQuerySchema, request.query)));
}
