import { z } from 'zod';
import { COMPANY_SETTING_DEFAULTS, DISABLED, ENABLED, SCHEDULE_TYPES, type CompanySettingKey } from './settings.js';

/** What each company setting accepts. The allow-list behind PUT /companySettings: nothing else is ever written. */
export type SettingRule =
  | { kind: 'toggle' }
  | { kind: 'choice'; values: readonly string[] }
  | { kind: 'text'; max: number }
  /** A whole number of days within [min, max]; `optional` also accepts '' (the feature is off). */
  | { kind: 'days'; min: number; max: number; optional: boolean };

const toggle: SettingRule = { kind: 'toggle' };

export const COMPANY_SETTING_RULES: Record<CompanySettingKey, SettingRule> = {
  userRating: toggle,
  scheduleType: { kind: 'choice', values: SCHEDULE_TYPES },
  chatBotType: { kind: 'choice', values: ['text'] },
  acceptCallWhatsapp: toggle,
  userRandom: toggle,
  sendGreetingMessageOneQueues: toggle,
  sendSignMessage: toggle,
  sendFarewellWaitingTicket: toggle,
  sendGreetingAccepted: toggle,
  sendMessageOutExpedientTicketOpen: toggle,
  sendQueuePosition: toggle,
  acceptAudioMessageContact: toggle,
  enableLGPD: toggle,
  requiredTag: toggle,
  lgpdDeleteMessage: toggle,
  lgpdHideNumber: toggle,
  lgpdConsent: toggle,
  lgpdMessage: { kind: 'text', max: 2000 },
  lgpdLink: { kind: 'text', max: 500 },
  sendMsgTransfTicket: toggle,
  campaignsEnabled: { kind: 'choice', values: ['true', 'false'] },
  lgpdOptOutWord: { kind: 'text', max: 30 },
  retentionMediaDays: { kind: 'days', min: 1, max: 3650, optional: true },
  retentionMessagesDays: { kind: 'days', min: 1, max: 3650, optional: true },
  auditLogRetentionDays: { kind: 'days', min: 30, max: 3650, optional: false },
  pushPreview: toggle,
  appSession: toggle,
};

export function isCompanySettingKey(key: string): key is CompanySettingKey {
  return Object.hasOwn(COMPANY_SETTING_DEFAULTS, key);
}

/** Checks one value against its key's rule; answers the translation key of the problem, or null when valid. */
export function settingValueProblem(key: CompanySettingKey, value: string): string | null {
  const rule = COMPANY_SETTING_RULES[key];
  switch (rule.kind) {
    case 'toggle':
      return value === ENABLED || value === DISABLED ? null : 'validation.invalidOption';
    case 'choice':
      return rule.values.includes(value) ? null : 'validation.invalidOption';
    case 'text':
      return value.length <= rule.max ? null : 'validation.tooLong';
    case 'days': {
      if (value === '') return rule.optional ? null : 'validation.required';
      const days = /^\d{1,5}$/.test(value) ? Number(value) : NaN;
      return days >= rule.min && days <= rule.max ? null : 'validation.outOfRange';
    }
  }
}

/** PUT /companySettings body: `column` must be a known key and `data` a value its rule accepts. */
export const updateCompanySettingSchema = z
  .object({ column: z.string(), data: z.string() })
  .superRefine(({ column, data }, ctx) => {
    if (!isCompanySettingKey(column)) {
      ctx.addIssue({ code: 'custom', path: ['column'], message: 'validation.unknownSetting' });
      return;
    }
    const problem = settingValueProblem(column, data);
    if (problem) ctx.addIssue({ code: 'custom', path: ['data'], message: problem });
  });
export type UpdateCompanySetting = { column: CompanySettingKey; data: string };

/** PUT /settings/{key} body (key/value settings of the super administrator). */
export const updateKeyValueSettingSchema = z.object({ value: z.string().max(500, { message: 'validation.tooLong' }) });
