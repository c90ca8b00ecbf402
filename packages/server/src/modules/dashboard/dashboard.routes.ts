import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dashboardQuerySchema, momentsQuerySchema } from '@guiche/shared';
import { routeOptions } from '../../http/route-schema.js';
import type { DashboardService } from './dashboard.service.js';

const route = routeOptions('dashboard');

/** Dashboard calls (spec 2 §7, spec 1 §7 /dashboard/moments). */
export async function dashboardRoutes(
  app: FastifyInstance,
  { dashboard }: { dashboard: DashboardService },
): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const view = { role: 'dashboard:view' } as const;
  const period = { querystring: dashboardQuerySchema };
  api.get('/dashboard', route('The dashboard’s summary for a period', period, view), async (request) =>
    dashboard.summary(request.auth, request.query),
  );
  api.get('/dashboard/total-atendimentos', route('Ticket totals for a period', period, view), async (request) =>
    dashboard.totals(request.auth, request.query),
  );
  api.get('/dashboard/queues', route('Tickets by queue for a period', period, view), async (request) =>
    dashboard.queues(request.auth, request.query),
  );
  api.get('/dashboard/ticketsUsers', route('Tickets by attendant for a period', period, view), async (request) =>
    dashboard.users(request.auth, request.query),
  );
  api.get('/dashboard/user-info', route('Attendants’ figures for a period', period, view), async (request) =>
    dashboard.userInfo(request.auth, request.query),
  );
  api.get('/dashboard/nps-info', route('NPS ratings for a period', period, view), async (request) =>
    dashboard.nps(request.auth, request.query),
  );
  api.get('/dashboard/atendimentos-encerrados', route('Closed tickets for a period', period, view), async (request) =>
    dashboard.closed(request.auth, request.query),
  );
  api.get(
    '/dashboard/moments',
    route(
      'The live board: tickets in progress and waiting',
      { querystring: momentsQuerySchema },
      { role: 'moments:view' },
    ),
    async (request) => dashboard.moments(request.auth, request.query),
  );
}
