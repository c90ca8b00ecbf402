import { useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { companySettingEntrySchema, serverEvents } from '@guiche/shared';
import { useSocketEvent } from '../../socket/useSocketEvent';
import { useCurrentUser } from '../auth/sessionContext';
import { fetchSettings, settingsKeys, type SettingEntry } from './settingsApi';
import { withSetting } from './settingsCache';

const settingEventSchema = z.object({ action: z.literal('update'), setting: companySettingEntrySchema });

/** The company's settings (GET /settings), kept live by `company-{id}-settings` (another admin's change shows at once). */
export function useCompanySettings() {
  const queryClient = useQueryClient();
  const { companyId } = useCurrentUser();
  const key = settingsKeys.all(companyId);

  useSocketEvent(serverEvents.settings(companyId), (payload) => {
    const event = settingEventSchema.safeParse(payload);
    if (event.success)
      queryClient.setQueryData<SettingEntry[]>(key, (list) => list && withSetting(list, event.data.setting));
  });

  return useQuery({ queryKey: key, queryFn: fetchSettings });
}
