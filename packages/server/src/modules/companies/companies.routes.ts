import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  createCompanySchema,
  idParam,
  listCompaniesQuerySchema,
  updateCompanySchedulesSchema,
  updateCompanySchema,
} from '@guiche/shared';
import { z } from 'zod';
import { routeOptions } from '../../http/route-schema.js';
import type { CompaniesService } from './companies.service.js';

const companyIdParams = z.object({ companyId: idParam() });
const route = routeOptions('companies');

export async function companiesRoutes(
  app: FastifyInstance,
  { companies }: { companies: CompaniesService },
): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const list = { querystring: listCompaniesQuerySchema };
  // The super administrator's lists. The static paths are matched before /companies/:companyId.
  api.get('/companies', route('List companies', list, { role: 'super' }), async (request) =>
    companies.list(request.auth, request.query),
  );
  api.get(
    '/companies/list',
    route('List companies (the rows only)', list, { role: 'super' }),
    async (request) => (await companies.list(request.auth, request.query)).companies,
  );
  api.get('/companiesPlan', route('List companies with their plans', list, { role: 'super' }), async (request) => {
    const { companies: rows, hasMore } = await companies.list(request.auth, request.query);
    return { companies: rows, hasMore };
  });

  api.post(
    '/companies',
    route('Create a company', { body: createCompanySchema }, { role: 'super' }),
    async (request, reply) => {
      const company = await companies.create(request.auth, request.body);
      return reply.status(201).send(company);
    },
  );

  // The finance screen of an expired company still needs to know its plan.
  api.get(
    '/companies/listPlan/:companyId',
    {
      ...route('A company with its plan (also for an expired subscription)', { params: companyIdParams }),
      config: { allowExpiredSubscription: true },
    },
    async (request) => companies.getWithPlan(request.auth, request.params.companyId),
  );

  api.get('/companies/:companyId', route('Show a company', { params: companyIdParams }), async (request) =>
    companies.getDetail(request.auth, request.params.companyId),
  );

  api.put(
    '/companies/:companyId',
    route('Update a company', { params: companyIdParams, body: updateCompanySchema }, { role: 'super' }),
    async (request) => companies.update(request.auth, request.params.companyId, request.body),
  );

  api.get(
    '/companies/:companyId/deletion',
    route('What deleting a company takes with it', { params: companyIdParams }, { role: 'super' }),
    async (request) => companies.deletionImpact(request.auth, request.params.companyId),
  );

  api.delete(
    '/companies/:companyId',
    route('Delete a company', { params: companyIdParams }, { role: 'super' }),
    async (request, reply) => {
      await companies.delete(request.auth, request.params.companyId);
      return reply.status(204).send();
    },
  );

  api.put(
    '/companies/:companyId/schedules',
    route(
      'Set a company’s opening hours',
      { params: companyIdParams, body: updateCompanySchedulesSchema },
      { role: 'admin' },
    ),
    async (request) => companies.updateSchedules(request.auth, request.params.companyId, request.body),
  );
}
