import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  campaignFormSchema,
  campaignSettingsFormSchema,
  idParamSchema,
  listCampaignsQuerySchema,
} from '@guiche/shared';
import { z } from 'zod';
import { readUpload } from '../../http/uploads.js';
import { routeOptions, SINGLE_FILE_BODY } from '../../http/route-schema.js';
import type { TenantStorage } from '../../storage/tenant-storage.js';
import { classifyFile, cleanFileName, FILE_LIMITS, LARGEST_FILE } from '../messages/message-files.js';
import { AppError } from '../../http/app-error.js';
import { exportFormatField, exportHeaders } from '../../lib/table-export.js';
import type { CampaignsService } from './campaigns.service.js';

const route = routeOptions('campaigns');

/** Campaigns and their settings (spec 3 §7 "Campaigns"). */
export async function campaignsRoutes(
  app: FastifyInstance,
  { campaigns, storage }: { campaigns: CampaignsService; storage: TenantStorage },
): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const plan = { plan: 'useCampaigns' } as const;
  // Writes: admins and supervisors (campaigns.policy.ts), refused before the body is read.
  const manage = { role: 'campaigns:manage', plan: 'useCampaigns' } as const;
  const byId = { params: idParamSchema };
  api.get('/campaigns', route('List campaigns', { querystring: listCampaignsQuerySchema }, plan), async (request) =>
    campaigns.list(request.auth, request.query),
  );
  api.get('/campaigns/:id', route('Show a campaign', byId, plan), async (request) =>
    campaigns.get(request.auth, request.params.id),
  );
  api.get(
    '/campaigns/:id/deliveries/export',
    route(
      'Each recipient’s delivery, as a CSV or Excel file (streamed)',
      { ...byId, querystring: z.object({ format: exportFormatField() }) },
      plan,
    ),
    async (request, reply) => {
      const { format } = request.query;
      const { rows, fileBase, stream } = await campaigns.deliveries(request.auth, request.params.id, format, (error) =>
        request.log.error({ err: error }, 'campaign deliveries export failed'),
      );
      return reply.headers(exportHeaders(format, fileBase, rows)).send(stream);
    },
  );
  api.post('/campaigns', route('Create a campaign', { body: campaignFormSchema }, manage), async (request, reply) =>
    reply.status(201).send(await campaigns.create(request.auth, request.body)),
  );
  api.put(
    '/campaigns/:id',
    route('Update a campaign', { ...byId, body: campaignFormSchema }, manage),
    async (request) => campaigns.update(request.auth, request.params.id, request.body),
  );
  api.delete('/campaigns/:id', route('Delete a campaign', byId, manage), async (request, reply) => {
    await campaigns.delete(request.auth, request.params.id);
    return reply.status(204).send();
  });
  api.post('/campaigns/:id/cancel', route('Cancel a campaign', byId, manage), async (request) =>
    campaigns.cancel(request.auth, request.params.id),
  );
  api.post('/campaigns/:id/restart', route('Restart a cancelled campaign', byId, manage), async (request) =>
    campaigns.restart(request.auth, request.params.id),
  );

  api.post(
    '/campaigns/:id/media-upload',
    route('Attach a file to a campaign', { ...byId, body: SINGLE_FILE_BODY }, manage),
    async (request) => {
      const { id } = request.params;
      const upload = await readUpload(request, LARGEST_FILE);
      const file = await classifyFile(upload.content, upload.mime);
      if (upload.content.length === 0) throw new AppError('ERR_INVALID_FILE', { message: 'An empty file' });
      if (upload.content.length > FILE_LIMITS[file.kind]) throw new AppError('ERR_FILE_TOO_LARGE');
      const key = await storage.save(request.auth.companyId, 'campaigns', file.extension, upload.content);
      return campaigns.attachMedia(request.auth, id, {
        key,
        kind: file.kind,
        mime: file.mime,
        fileName: cleanFileName(upload.fileName, `file.${file.extension}`),
        size: upload.content.length,
      });
    },
  );
  api.delete('/campaigns/:id/media-upload', route('Remove a campaign’s file', byId, manage), async (request) =>
    campaigns.removeMedia(request.auth, request.params.id),
  );

  api.get('/campaign-settings', route('The company’s campaign pacing', {}, plan), async (request) =>
    campaigns.settings(request.auth),
  );
  api.post(
    '/campaign-settings',
    route(
      'Set the company’s campaign pacing',
      { body: campaignSettingsFormSchema },
      { role: 'admin', plan: 'useCampaigns' },
    ),
    async (request) => campaigns.saveSettings(request.auth, request.body.settings),
  );
}
