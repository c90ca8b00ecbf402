import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { useTranslation } from 'react-i18next';
import type { CompanySettingKey } from '@guiche/shared';
import { handleApiError } from '../../api/errorHandler';
import { useCurrentUser } from '../auth/sessionContext';
import { settingsKeys, updateCompanySetting, updateKeyValueSetting, type SettingEntry } from './settingsApi';
import { withSetting } from './settingsCache';
import { PLATFORM_SETTING_KEYS, type PlatformSettingKey } from './settingsLayout';

function isPlatformKey(key: string): key is PlatformSettingKey {
  return (PLATFORM_SETTING_KEYS as readonly string[]).includes(key);
}

/** Saves one setting on its own (spec 2 "Settings"), then says 'Operação realizada com sucesso!'. */
export function useSaveSetting(key: CompanySettingKey | PlatformSettingKey) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { companyId } = useCurrentUser();
  return useMutation({
    mutationFn: (value: string) =>
      isPlatformKey(key) ? updateKeyValueSetting(key, value) : updateCompanySetting(key, value),
    onSuccess: (saved) => {
      queryClient.setQueryData<SettingEntry[]>(settingsKeys.all(companyId), (list) => list && withSetting(list, saved));
      toast.success(t('common.success'));
    },
    onError: handleApiError,
  });
}
