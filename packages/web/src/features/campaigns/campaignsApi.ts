import { z } from 'zod';
import {
  campaignViewSchema,
  type CampaignFormInput,
  type CampaignListAnswer,
  type CampaignSettingRecord,
  type CampaignSettingsValues,
  type CampaignView,
} from '@guiche/shared';
import { api } from '../../api/client';

/** The campaigns calls of spec 3 §7 "Campaigns". */
export const campaignsKeys = {
  all: ['campaigns'] as const,
  lists: ['campaigns', 'list'] as const,
  list: (search: string) => ['campaigns', 'list', search] as const,
  detail: (id: number) => ['campaigns', 'detail', id] as const,
  settings: ['campaigns', 'settings'] as const,
  contactLists: ['campaigns', 'contact-lists'] as const,
};

const listAnswerSchema: z.ZodType<CampaignListAnswer> = z.object({
  records: z.array(campaignViewSchema),
  count: z.number(),
  hasMore: z.boolean(),
});
const settingRecordsSchema: z.ZodType<CampaignSettingRecord[]> = z.array(
  z.object({
    key: z.enum(['messageInterval', 'longerIntervalAfter', 'greaterInterval', 'variables']),
    value: z.string(),
  }),
);
const listNamesSchema = z.array(z.object({ id: z.number().int(), name: z.string() }));
export type ContactListName = z.infer<typeof listNamesSchema>[number];

export function fetchCampaignPage(search: string, pageNumber: number): Promise<CampaignListAnswer> {
  const params = new URLSearchParams({ pageNumber: String(pageNumber) });
  if (search) params.set('searchParam', search);
  return api.get(`/campaigns?${params.toString()}`, listAnswerSchema);
}

export const fetchCampaign = (id: number): Promise<CampaignView> => api.get(`/campaigns/${id}`, campaignViewSchema);
export const createCampaign = (input: CampaignFormInput): Promise<CampaignView> =>
  api.post('/campaigns', input, campaignViewSchema);
export const updateCampaign = (id: number, input: CampaignFormInput): Promise<CampaignView> =>
  api.put(`/campaigns/${id}`, input, campaignViewSchema);
export const deleteCampaign = (id: number): Promise<void> => api.delete(`/campaigns/${id}`);
export const cancelCampaign = (id: number): Promise<CampaignView> =>
  api.post(`/campaigns/${id}/cancel`, {}, campaignViewSchema);
export const restartCampaign = (id: number): Promise<CampaignView> =>
  api.post(`/campaigns/${id}/restart`, {}, campaignViewSchema);

/** POST /campaigns/{id}/media-upload (form with file): the file sent with every message as its caption's media. */
export function uploadCampaignMedia(id: number, file: File): Promise<CampaignView> {
  const form = new FormData();
  form.append('file', file);
  return api.postForm(`/campaigns/${id}/media-upload`, form, campaignViewSchema);
}

export const removeCampaignMedia = (id: number): Promise<CampaignView> =>
  api.deleteAndRead(`/campaigns/${id}/media-upload`, campaignViewSchema);

/** GET /contact-lists/list: the names the dialog's list select offers. */
export const fetchContactListNames = (): Promise<ContactListName[]> => api.get('/contact-lists/list', listNamesSchema);

export const fetchCampaignSettings = (): Promise<CampaignSettingRecord[]> =>
  api.get('/campaign-settings', settingRecordsSchema);
export const saveCampaignSettings = (settings: CampaignSettingsValues): Promise<CampaignSettingRecord[]> =>
  api.post('/campaign-settings', { settings }, settingRecordsSchema);
