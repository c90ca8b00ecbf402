import type { FastifyInstance } from 'fastify';
import { campaignFormSchema, campaignSettingsFormSchema, idParamSchema, listCampaignsQuerySchema } from '@guiche/shared';
import { readUpload } from '../../http/uploads.js';
import { parseInput } from '../../http/validate.js';
import type { TenantStorage } from '../../storage/tenant-storage.js';
import { classifyFile, cleanFileName, FILE_LIMITS, LARGEST_FILE } from '../messages/message-files.js';
import { AppError } from '../../http/app-error.js';
import type { CampaignsService } from './campaigns.service.js';
import { access } from '../../http/route-access.js';

/** Campaigns and their settings (spec 3 §7 "Campaigns"). */
export async function campaignsRoutes(app: FastifyInstance, { campaigns, storage }: { campaigns: CampaignsService; storage: TenantStorage }): Promise<void> {
  app.get('/campaigns', access({ plan: 'useCampaigns' }), async (request) => campaigns.list(request.auth, parseInput(listCampaignsQuerySchema, request.query)));
  app.get('/campaigns/:id', access({ plan: 'useCampaigns' }), async (request) => campaigns.get(request.auth, parseInput(idParamSchema, request.params).id));
  app.post('/campaigns', access({ plan: 'useCampaigns' }), async (request, reply) => reply.status(201).send(await campaigns.create(request.auth, parseInput(campaignFormSchema, request.body))));
  app.put('/campaigns/:id', access({ plan: 'useCampaigns' }), async (request) => campaigns.update(request.auth, parseInput(idParamSchema, request.params).id, parseInput(campaignFormSchema, request.body)));
  app.delete('/campaigns/:id', access({ plan: 'useCampaigns' }), async (request, reply) => {
    await campaigns.delete(request.auth, parseInput(idParamSchema, request.params).id);
    return reply.status(204).send();
  });
  app.post('/campaigns/:id/cancel', access({ plan: 'useCampaigns' }), async (request) => campaigns.cancel(request.auth, parseInput(idParamSchema, request.params).id));
  app.post('/campaigns/:id/restart', access({ plan: 'useCampaigns' }), async (request) => campaigns.restart(request.auth, parseInput(idParamSchema, request.params).id));

  app.post('/campaigns/:id/media-upload', access({ plan: 'useCampaigns' }), async (request) => {
    const { id } = parseInput(idParamSchema, request.params);
    const upload = await readUpload(request, LARGEST_FILE);
    const file = classifyFile(upload.content, upload.mime);
    if (upload.content.length === 0) throw new AppError('ERR_INVALID_FILE', { message: 'An empty file' });
    if (upload.content.length > FILE_LIMITS[file.kind]) throw new AppError('ERR_FILE_TOO_LARGE');
    const key = await storage.save(request.auth.companyId, 'campaigns', file.extension, upload.content);
    return campaigns.attachMedia(request.auth, id, { key, kind: file.kind, mime: file.mime, fileName: cleanFileName(upload.fileName, `file.${file.extension}`), size: upload.content.length });
  });
  app.delete('/campaigns/:id/media-upload', access({ plan: 'useCampaigns' }), async (request) => campaigns.removeMedia(request.auth, parseInput(idParamSchema, request.params).id));

  app.get('/campaign-settings', access({ plan: 'useCampaigns' }), async (request) => campaigns.settings(request.auth));
  app.post('/campaign-settings', access({ role: 'admin', plan: 'useCampaigns' }), async (request) => campaigns.saveSettings(request.auth, parseInput(campaignSettingsFormSchema, request.body).settings));
}
