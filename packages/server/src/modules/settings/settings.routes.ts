import type { FastifyInstance } from 'fastify';
import { idParam, updateCompanySettingSchema, updateKeyValueSettingSchema, type UpdateCompanySetting } from '@guiche/shared';
import { z } from 'zod';
import { parseInput } from '../../http/validate.js';
import type { SettingsService } from './settings.service.js';
import { access } from '../../http/route-access.js';

const keyParams = z.object({ key: z.string().max(60) });
const companyParams = z.object({ companyId: idParam() });
const columnQuery = z.object({ column: z.string().max(60) });

export async function settingsRoutes(app: FastifyInstance, { settings }: { settings: SettingsService }): Promise<void> {
  app.get('/settings', async (request) => settings.list(request.auth));

  app.put('/settings/:key', access({ role: 'super' }), async (request) => {
    const { key } = parseInput(keyParams, request.params);
    const { value } = parseInput(updateKeyValueSettingSchema, request.body);
    return settings.updateKeyValue(request.auth, key, value);
  });

  app.get('/companySettings/:companyId', async (request) =>
    settings.companySettings(request.auth, parseInput(companyParams, request.params).companyId),
  );

  app.get('/companySettingOne', async (request) => settings.companySettingOne(request.auth, parseInput(columnQuery, request.query).column));

  app.put('/companySettings', access({ role: 'admin' }), async (request) =>
    // The schema has checked `column` against the allow-list, which is what the narrower type states.
    settings.updateCompanySetting(request.auth, parseInput(updateCompanySettingSchema, request.body) as UpdateCompanySetting),
  );
}
