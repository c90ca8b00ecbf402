import {
  KEY_VALUE_SETTING_DEFAULTS,
  SECRET_SETTING_KEYS,
  type KeyValueSettingKey,
  type UpdateCompanySetting,
  isCompanySettingKey,
} from '@guiche/shared';
import type { Db } from '../../db/database.js';
import type { DomainEvents } from '../../events/domain-events.js';
import { AppError } from '../../http/app-error.js';
import { targetCompany } from '../../http/authorize.js';
import type { SecretBox } from '../../security/secret-box.js';
import type { AuditTrail } from '../audit-logs/index.js';
import type { RequestAuth } from '../auth/auth.service.js';
import { toCompanySettings, type CompanySettings } from './company-settings.js';
import { openSetting, sealSetting } from './secret-settings.js';
import { settingsEntries } from './settings-entries.js';
import { assertCanChangeCompanySettings, assertCanChangePlatformSettings } from './settings.policy.js';
import { rowEntries, settingsRepository } from './settings.repository.js';

export interface SettingEntry {
  key: string;
  value: string;
}

/** Shown in place of a secret that is set: the value itself never leaves the server. */
export const SECRET_MASK = '********';
const secretKeys = new Set<string>(SECRET_SETTING_KEYS);

export class SettingsService {
  constructor(
    private readonly db: Db,
    private readonly events: DomainEvents,
    private readonly secretBox: SecretBox,
    private readonly audit: AuditTrail,
  ) {}

  /** A secret setting's value (the asaas token) for the server's own use; undefined when unset. */
  async readSecret(companyId: number, key: KeyValueSettingKey): Promise<string | undefined> {
    return openSetting(this.secretBox, companyId, key, await settingsRepository.findKeyValue(this.db, companyId, key));
  }

  /** The typed settings of a company, for the server's own features. */
  async read(companyId: number): Promise<CompanySettings> {
    return toCompanySettings(await settingsRepository.findRow(this.db, companyId));
  }

  /** GET /settings: every setting of the caller's company. Secrets only to the super administrator, masked. */
  async list(auth: RequestAuth): Promise<SettingEntry[]> {
    const entries = await settingsEntries(this.db, auth.companyId);
    if (!auth.super) return entries;
    const secrets = await Promise.all(
      SECRET_SETTING_KEYS.map(async (key) => ({
        key,
        value: (await settingsRepository.findKeyValue(this.db, auth.companyId, key)) ? SECRET_MASK : '',
      })),
    );
    return [...entries, ...secrets];
  }

  /** PUT /settings/{key}: the platform-level key/value settings, super administrator only. */
  async updateKeyValue(auth: RequestAuth, key: string, value: string): Promise<SettingEntry> {
    assertCanChangePlatformSettings(auth);
    if (!isKeyValueKey(key)) throw new AppError('ERR_NO_SETTING_FOUND');
    if (key === 'userCreation' && value !== 'enabled' && value !== 'disabled') {
      throw new AppError('ERR_VALIDATION', { issues: [{ path: 'value', message: 'validation.invalidOption' }] });
    }
    const stored = secretKeys.has(key) ? sealSetting(this.secretBox, auth.companyId, key, value) : value;
    await this.db.transaction(async (tx) => {
      const before = (await settingsRepository.findKeyValue(tx, auth.companyId, key)) ?? '';
      await settingsRepository.setKeyValue(tx, auth.companyId, key, stored);
      // A secret is sealed anew at every save, so its saves always count; the trail masks it (audit-changes.ts).
      if (before === value && !secretKeys.has(key)) return;
      // The platform's own settings: a platform-level entry.
      const changes = { [key]: { old: before, new: value } };
      await this.audit.record(tx, auth, {
        companyId: null,
        action: 'settings.updated',
        entityType: 'setting',
        entityId: key,
        changes,
      });
    });
    this.events.emit('settings.updated', {
      companyId: auth.companyId,
      key,
      value: secretKeys.has(key) ? SECRET_MASK : value,
    });
    return { key, value: secretKeys.has(key) ? SECRET_MASK : value };
  }

  /** GET /companySettings/{companyId}: the settings row as one object. */
  async companySettings(auth: RequestAuth, companyId: number): Promise<Record<string, string | number>> {
    const target = targetCompany(auth, companyId);
    const entries = rowEntries(await settingsRepository.findRow(this.db, target));
    await this.audit.companyAccessed(this.db, auth, target, 'settings');
    return { companyId: target, ...Object.fromEntries(entries.map((e) => [e.key, e.value])) };
  }

  /** GET /companySettingOne?column=…: `{ [column]: value }` for one allowed key. */
  async companySettingOne(auth: RequestAuth, column: string): Promise<Record<string, string>> {
    if (!isCompanySettingKey(column)) throw new AppError('ERR_NO_SETTING_FOUND');
    const row = await settingsRepository.findRow(this.db, auth.companyId);
    const entry = rowEntries(row).find((e) => e.key === column);
    return { [column]: entry?.value ?? '' };
  }

  /** PUT /companySettings {column, data}: admins of the company, allow-listed keys and values only. */
  async updateCompanySetting(auth: RequestAuth, input: UpdateCompanySetting): Promise<SettingEntry> {
    assertCanChangeCompanySettings(auth);
    const { companyId } = auth;
    await this.db.transaction(async (tx) => {
      const before = (await settingsRepository.findRow(tx, companyId))?.[input.column] ?? null;
      await settingsRepository.updateColumn(tx, companyId, input.column, input.data);
      if (before === input.data) return;
      const changes = { [input.column]: { old: before, new: input.data } };
      await this.audit.record(tx, auth, {
        companyId,
        action: 'settings.updated',
        entityType: 'setting',
        entityId: input.column,
        changes,
      });
    });
    this.events.emit('settings.updated', { companyId: auth.companyId, key: input.column, value: input.data });
    return { key: input.column, value: input.data };
  }
}

function isKeyValueKey(key: string): key is KeyValueSettingKey {
  return Object.hasOwn(KEY_VALUE_SETTING_DEFAULTS, key);
}
