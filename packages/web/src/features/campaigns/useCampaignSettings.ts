import { useQuery } from '@tanstack/react-query';
import { campaignsKeys, fetchCampaignSettings } from './campaignsApi';
import { settingsOf } from './campaignSettingsForm';

/** The company's campaign settings (GET /campaign-settings), decoded, defaults filled in. */
export function useCampaignSettings() {
  return useQuery({ queryKey: campaignsKeys.settings, queryFn: fetchCampaignSettings, select: settingsOf });
}
