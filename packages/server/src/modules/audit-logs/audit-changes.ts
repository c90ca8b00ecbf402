import { AUDIT_SECRET_MASK, SECRET_SETTING_KEYS, type AuditChange } from '@guiche/shared';

/** An entry's `changes`: field → old/new, or a plain fact about the action. */
export type AuditChanges = Record<string, unknown>;

const secretSettings = new Set<string>(SECRET_SETTING_KEYS);
/** Field names whose values are secrets wherever they appear: passwords, tokens, API keys, client secrets. */
const SECRET_NAME = /pass(word)?|token|secret|api_?key|credential|private_?key/i;

/** Whether a field (or setting) named `name` holds a secret: its value is never written to the trail. */
export function isSecretField(name: string): boolean {
  return secretSettings.has(name) || SECRET_NAME.test(name);
}

/** Nothing set stays visibly nothing ('' or null), so "set" and "cleared" still read; anything else is masked. */
const maskValue = (value: unknown): unknown =>
  value === undefined || value === null || value === '' ? value : AUDIT_SECRET_MASK;

/** Dates as ISO text and nested objects walked, so what is stored is plain JSON with every secret masked. */
function clean(value: unknown, secret: boolean): unknown {
  if (secret) return maskValue(value);
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map((item) => clean(item, false));
  if (typeof value === 'object' && value !== null) return maskSecrets(value as Record<string, unknown>);
  return value;
}

/**
 * `changes` as they may be stored: the value of every field named like a secret (isSecretField) masked, at any depth
 * and on both sides of a change. A change's own `old`/`new` keys inherit the secrecy of the field they belong to.
 */
export function maskSecrets(changes: Record<string, unknown>): AuditChanges {
  const masked: AuditChanges = {};
  for (const [key, value] of Object.entries(changes)) {
    if (value === undefined) continue;
    const secret = isSecretField(key);
    masked[key] =
      isChangeObject(value) && secret
        ? Object.fromEntries(Object.entries(value).map(([side, sideValue]) => [side, maskValue(sideValue)]))
        : clean(value, secret);
  }
  return masked;
}

function isChangeObject(value: unknown): value is AuditChange {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  return Object.keys(value).every((key) => key === 'old' || key === 'new');
}

/** JSON with every object's keys in order: jsonb gives a stored object's keys back in an order of its own. */
function stableJson(value: unknown): string {
  if (value instanceof Date) return JSON.stringify(value.toISOString());
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value).filter(([, item]) => item !== undefined);
    entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${stableJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** Whether two field values are the same: lists of ids in any order, an empty text and none alike. */
function sameValue(before: unknown, after: unknown): boolean {
  const normal = (value: unknown) => (value === '' || value === undefined ? null : value);
  const [a, b] = [normal(before), normal(after)];
  if (Array.isArray(a) && Array.isArray(b) && [...a, ...b].every((item) => typeof item === 'number'))
    return stableJson([...a].sort()) === stableJson([...b].sort());
  return stableJson(a) === stableJson(b);
}

/**
 * The fields of `after` whose value differs from `before`, as old → new. Fields `after` leaves out (undefined) were
 * not sent and did not change.
 */
export function changedFields(before: Record<string, unknown>, after: Record<string, unknown>): AuditChanges {
  const changes: AuditChanges = {};
  for (const [key, value] of Object.entries(after)) {
    if (value === undefined || sameValue(before[key], value)) continue;
    changes[key] = { old: before[key] ?? null, new: value };
  }
  return changes;
}

/** A created thing's fields, each as a change from nothing. */
export function createdFields(values: Record<string, unknown>): AuditChanges {
  return Object.fromEntries(
    Object.entries(values)
      .filter(([, value]) => value !== undefined)
      .map(([key, value]) => [key, { new: value }]),
  );
}

/** A deleted thing's fields, each as a change to nothing. */
export function deletedFields(values: Record<string, unknown>): AuditChanges {
  return Object.fromEntries(
    Object.entries(values)
      .filter(([, value]) => value !== undefined)
      .map(([key, value]) => [key, { old: value }]),
  );
}
