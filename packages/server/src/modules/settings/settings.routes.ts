import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  idParam,
  updateCompanySettingSchema,
  updateKeyValueSettingSchema,
  type UpdateCompanySetting,
} from '@guiche/shared';
import { z } from 'zod';
import { routeOptions } from '../../http/route-schema.js';
import type { SettingsService } from './settings.service.js';

const keyParams = z.object({ key: z.string().max(60) });
const companyParams = z.object({ companyId: idParam() });
const columnQuery = z.object({ column: z.string().max(60) });
const route = routeOptions('settings');

export async function settingsRoutes(app: FastifyInstance, { settings }: { settings: SettingsService }): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get('/settings', route('The platform settings'), async (request) => settings.list(request.auth));

  api.put(
    '/settings/:key',
    route('Set a platform setting', { params: keyParams, body: updateKeyValueSettingSchema }, { role: 'super' }),
    async (request) => settings.updateKeyValue(request.auth, request.params.key, request.body.value),
  );

  api.get('/companySettings/:companyId', route('A company’s settings', { params: companyParams }), async (request) =>
    settings.companySettings(request.auth, request.params.companyId),
  );

  api.get('/companySettingOne', route('One of the company’s settings', { querystring: columnQuery }), async (request) =>
    settings.companySettingOne(request.auth, request.query.column),
  );

  api.put(
    '/companySettings',
    route('Set one of the company’s settings', { body: updateCompanySettingSchema }, { role: 'admin' }),
    async (request) =>
      // The schema has checked `column` against the allow-list, which is what the narrower type states.
      settings.updateCompanySetting(request.auth, request.body as UpdateCompanySetting),
  );
}
