import {
  campaignSettingsFrom,
  type CampaignSettingRecord,
  type CampaignSettingsValues,
  type CampaignVariable,
} from '@guiche/shared';

function decoded(value: string): unknown {
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return undefined;
  }
}

/** GET /campaign-settings' key / JSON-value pairs (spec 3 §3) as the settings, with the spec's defaults for what is missing. */
export function settingsOf(records: readonly CampaignSettingRecord[]): CampaignSettingsValues {
  return campaignSettingsFrom(new Map(records.map((record) => [record.key, decoded(record.value)])));
}

/** Spec 3 §5: a custom variable is added only when its shortcut is not already there (compared as typed, trimmed). */
export function withVariable(
  variables: readonly CampaignVariable[],
  added: CampaignVariable,
): CampaignVariable[] | null {
  const key = added.key.trim();
  if (!key || variables.some((variable) => variable.key === key)) return null;
  return [...variables, { key, value: added.value }];
}

/** The tokens a campaign message may use (spec 3 §2 hint): the recipient's fields, then the company's variables. */
export function variableTokens(variables: readonly CampaignVariable[]): string[] {
  return ['{nome}', '{numero}', '{email}', ...variables.map((variable) => `{${variable.key}}`)];
}
