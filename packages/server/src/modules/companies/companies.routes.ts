import type { FastifyInstance } from 'fastify';
import { idParam, updateCompanySchedulesSchema } from '@guiche/shared';
import { z } from 'zod';
import { parseInput } from '../../http/validate.js';
import type { CompaniesService } from './companies.service.js';

const companyIdParams = z.object({ companyId: idParam() });

export async function companiesRoutes(app: FastifyInstance, { companies }: { companies: CompaniesService }): Promise<void> {
  // The finance screen of an expired company still needs to know its plan.
  app.get('/companies/listPlan/:companyId', { config: { allowExpiredSubscription: true } }, async (request) => {
    const { companyId } = parseInput(companyIdParams, request.params);
    return companies.getWithPlan(request.auth, companyId);
  });

  app.get('/companies/:companyId', async (request) => companies.getDetail(request.auth, parseInput(companyIdParams, request.params).companyId));

  app.put('/companies/:companyId/schedules', async (request) => {
    const { companyId } = parseInput(companyIdParams, request.params);
    const { schedules } = parseInput(updateCompanySchedulesSchema, request.body);
    return companies.updateSchedules(request.auth, companyId, schedules);
  });
}
