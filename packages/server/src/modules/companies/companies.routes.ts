import type { FastifyInstance } from 'fastify';
import { createCompanySchema, idParam, listCompaniesQuerySchema, updateCompanySchedulesSchema, updateCompanySchema } from '@guiche/shared';
import { z } from 'zod';
import { parseInput } from '../../http/validate.js';
import type { CompaniesService } from './companies.service.js';
import { access } from '../../http/route-access.js';

const companyIdParams = z.object({ companyId: idParam() });

export async function companiesRoutes(app: FastifyInstance, { companies }: { companies: CompaniesService }): Promise<void> {
  // The super administrator's lists. The static paths are matched before /companies/:companyId.
  app.get('/companies', access({ role: 'super' }), async (request) => companies.list(request.auth, parseInput(listCompaniesQuerySchema, request.query)));
  app.get('/companies/list', access({ role: 'super' }), async (request) => (await companies.list(request.auth, parseInput(listCompaniesQuerySchema, request.query))).companies);
  app.get('/companiesPlan', access({ role: 'super' }), async (request) => {
    const { companies: rows, hasMore } = await companies.list(request.auth, parseInput(listCompaniesQuerySchema, request.query));
    return { companies: rows, hasMore };
  });

  app.post('/companies', access({ role: 'super' }), async (request, reply) => {
    const company = await companies.create(request.auth, parseInput(createCompanySchema, request.body));
    return reply.status(201).send(company);
  });

  // The finance screen of an expired company still needs to know its plan.
  app.get('/companies/listPlan/:companyId', { config: { allowExpiredSubscription: true } }, async (request) => {
    const { companyId } = parseInput(companyIdParams, request.params);
    return companies.getWithPlan(request.auth, companyId);
  });

  app.get('/companies/:companyId', async (request) => companies.getDetail(request.auth, parseInput(companyIdParams, request.params).companyId));

  app.put('/companies/:companyId', access({ role: 'super' }), async (request) => {
    const { companyId } = parseInput(companyIdParams, request.params);
    return companies.update(request.auth, companyId, parseInput(updateCompanySchema, request.body));
  });

  app.delete('/companies/:companyId', access({ role: 'super' }), async (request, reply) => {
    await companies.delete(request.auth, parseInput(companyIdParams, request.params).companyId);
    return reply.status(204).send();
  });

  app.put('/companies/:companyId/schedules', access({ role: 'admin' }), async (request) => {
    const { companyId } = parseInput(companyIdParams, request.params);
    const { schedules } = parseInput(updateCompanySchedulesSchema, request.body);
    return companies.updateSchedules(request.auth, companyId, schedules);
  });
}
