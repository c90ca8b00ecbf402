import { z } from 'zod';
import {
  companyDetailSchema,
  companySettingEntrySchema,
  type CompanySettingKey,
  type ServiceHours,
} from '@guiche/shared';
import { api } from '../../api/client';

export type SettingEntry = z.infer<typeof companySettingEntrySchema>;
const settingsSchema = z.array(companySettingEntrySchema);

/** The settings calls of spec 2 §7. */
export const settingsKeys = {
  all: (companyId: number) => ['settings', companyId] as const,
  companySchedules: (companyId: number) => ['companySchedules', companyId] as const,
};

export function fetchSettings(): Promise<SettingEntry[]> {
  return api.get('/settings', settingsSchema);
}

/** A company setting, by column and value (admins; values per COMPANY_SETTING_RULES). */
export function updateCompanySetting(column: CompanySettingKey, data: string): Promise<SettingEntry> {
  return api.put('/companySettings', { column, data }, companySettingEntrySchema);
}

/** A platform key/value setting (userCreation, asaas): the super administrator's. */
export function updateKeyValueSetting(key: 'userCreation' | 'asaas', value: string): Promise<SettingEntry> {
  return api.put(`/settings/${key}`, { value }, companySettingEntrySchema);
}

/** The company's service hours and the zone they are read in. */
export interface CompanyClock {
  schedules: ServiceHours[];
  timeZone: string;
}

/** The company's service hours and zone, for the schedules tab (GET /companies/{id}). */
export async function fetchCompanySchedules(companyId: number): Promise<CompanyClock> {
  const { schedules, timeZone } = await api.get(`/companies/${companyId}`, companyDetailSchema);
  return { schedules, timeZone };
}

/** PUT /companies/{id}/schedules answers the company with the saved hours and zone. */
export async function updateCompanySchedules(companyId: number, clock: CompanyClock): Promise<CompanyClock> {
  const { schedules, timeZone } = await api.put(`/companies/${companyId}/schedules`, clock, companyDetailSchema);
  return { schedules, timeZone };
}
