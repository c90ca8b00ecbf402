import { describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS, AUDIT_ENTITY_TYPES, AUDIT_SECRET_MASK, LANGUAGES } from '@guiche/shared';
import { changedFields, isSecretField, maskSecrets } from './audit-changes.js';
import { changesText } from './audit-log-export.js';
import { AUDIT_LOG_EXPORT_LABELS } from './audit-log-export-labels.js';

describe('maskSecrets', () => {
  it('masks passwords, tokens, API keys, secrets and the asaas setting at any depth, on both sides', () => {
    expect(
      maskSecrets({
        password: { old: 'a', new: 'b' },
        asaas: { old: '', new: 'key' },
        token: 'abc',
        connection: { name: 'Loja', accessToken: 'xyz', nested: [{ clientSecret: 's' }] },
        apiKey: { new: 'k' },
        name: { old: 'Ana', new: 'Bia' },
      }),
    ).toEqual({
      password: { old: AUDIT_SECRET_MASK, new: AUDIT_SECRET_MASK },
      asaas: { old: '', new: AUDIT_SECRET_MASK },
      token: AUDIT_SECRET_MASK,
      connection: { name: 'Loja', accessToken: AUDIT_SECRET_MASK, nested: [{ clientSecret: AUDIT_SECRET_MASK }] },
      apiKey: { new: AUDIT_SECRET_MASK },
      name: { old: 'Ana', new: 'Bia' },
    });
  });

  it('knows a secret by its name', () => {
    for (const name of ['password', 'passwordHash', 'token', 'api_key', 'apiKey', 'secret', 'asaas', 'privateKey'])
      expect(isSecretField(name), name).toBe(true);
    for (const name of ['name', 'email', 'profile', 'timeZone', 'lgpdLink'])
      expect(isSecretField(name), name).toBe(false);
  });
});

describe('changedFields', () => {
  it('keeps only what changed: id lists in any order, an empty text and none alike, stored objects in any key order', () => {
    expect(
      changedFields(
        {
          name: 'Ana',
          queueIds: [1, 2],
          wpp: null,
          schedules: [{ weekday: 'Mon', startTime: '08:00' }],
          profile: 'user',
        },
        {
          name: 'Ana',
          queueIds: [2, 1],
          wpp: '',
          schedules: [{ startTime: '08:00', weekday: 'Mon' }],
          profile: 'admin',
          email: undefined,
        },
      ),
    ).toEqual({ profile: { old: 'user', new: 'admin' } });
  });
});

describe('the export’s words', () => {
  it('has a label for every action and entity type in every language', () => {
    for (const language of LANGUAGES) {
      const labels = AUDIT_LOG_EXPORT_LABELS[language];
      expect(Object.keys(labels.actions).sort(), language).toEqual([...AUDIT_ACTIONS].sort());
      expect(Object.keys(labels.entities).sort(), language).toEqual([...AUDIT_ENTITY_TYPES].sort());
    }
  });

  it('writes changes as field: old → new, and facts as field: value', () => {
    expect(
      changesText({
        profile: { old: 'user', new: 'admin' },
        name: { new: 'Ana' },
        email: { old: 'a@b.c' },
        format: 'csv',
        queueIds: { old: [], new: [1, 2] },
      }),
    ).toBe('profile: user → admin; name: Ana; email: a@b.c → —; format: csv; queueIds: — → 1, 2');
  });
});
