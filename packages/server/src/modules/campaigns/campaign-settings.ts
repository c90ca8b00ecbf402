import { CAMPAIGN_SETTINGS_DEFAULTS, campaignVariableSchema, type CampaignSettingRecord, type CampaignSettingsValues } from '@guiche/shared';
import { z } from 'zod';
import type { DbOrTx } from '../../db/database.js';
import { campaignsRepository } from './campaigns.repository.js';

const storedNumber = z.number().int().min(0).max(3600);

/** The company's campaign settings, with the spec's defaults for what was never saved (or is unreadable). */
export async function readCampaignSettings(tx: DbOrTx, companyId: number): Promise<CampaignSettingsValues> {
  const stored = new Map((await campaignsRepository.readSettings(tx, companyId)).map((row) => [row.key, row.value]));
  const number = (key: keyof typeof CAMPAIGN_SETTINGS_DEFAULTS) => {
    const parsed = storedNumber.safeParse(stored.get(key));
    return parsed.success ? parsed.data : CAMPAIGN_SETTINGS_DEFAULTS[key];
  };
  const variables = z.array(campaignVariableSchema).safeParse(stored.get('variables'));
  return {
    messageInterval: number('messageInterval'),
    longerIntervalAfter: number('longerIntervalAfter'),
    greaterInterval: number('greaterInterval'),
    variables: variables.success ? variables.data : [],
  };
}

/** GET /campaign-settings: key / JSON-encoded value pairs (spec 3 §3). */
export function settingRecords(settings: CampaignSettingsValues): CampaignSettingRecord[] {
  return (Object.keys(settings) as (keyof CampaignSettingsValues)[]).map((key) => ({ key, value: JSON.stringify(settings[key]) }));
}
