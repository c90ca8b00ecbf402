import { campaignSettingsFrom, type CampaignSettingRecord, type CampaignSettingsValues } from '@guiche/shared';
import type { DbOrTx } from '../../db/database.js';
import { campaignsRepository } from './campaigns.repository.js';

/** The company's campaign settings, with the spec's defaults for what was never saved (or is unreadable). */
export async function readCampaignSettings(tx: DbOrTx, companyId: number): Promise<CampaignSettingsValues> {
  return campaignSettingsFrom(
    new Map((await campaignsRepository.readSettings(tx, companyId)).map((row) => [row.key, row.value])),
  );
}

/** GET /campaign-settings: key / JSON-encoded value pairs (spec 3 §3). */
export function settingRecords(settings: CampaignSettingsValues): CampaignSettingRecord[] {
  return (Object.keys(settings) as (keyof CampaignSettingsValues)[]).map((key) => ({
    key,
    value: JSON.stringify(settings[key]),
  }));
}
