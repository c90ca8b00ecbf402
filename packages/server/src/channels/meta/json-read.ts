/**
 * Narrow readers for webhook JSON. Bodies are signed by Meta, but their shapes vary by API version and feature
 * rollout, so parsers read every field defensively instead of trusting a cast.
 */
export type JsonRecord = Record<string, unknown>;

export function isRecord(value: unknown): value is JsonRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function recordAt(value: unknown, key: string): JsonRecord | undefined {
  const child = isRecord(value) ? value[key] : undefined;
  return isRecord(child) ? child : undefined;
}

/** Strings, and numbers rendered as strings (ids and timestamps arrive as either). */
export function stringAt(value: unknown, key: string): string | undefined {
  const child = isRecord(value) ? value[key] : undefined;
  if (typeof child === 'string') return child;
  return typeof child === 'number' && Number.isFinite(child) ? String(child) : undefined;
}

export function numberAt(value: unknown, key: string): number | undefined {
  const child = isRecord(value) ? value[key] : undefined;
  if (typeof child === 'number' && Number.isFinite(child)) return child;
  const parsed = typeof child === 'string' && child.trim() !== '' ? Number(child) : NaN;
  return Number.isFinite(parsed) ? parsed : undefined;
}

export function recordsAt(value: unknown, key: string): JsonRecord[] {
  const child = isRecord(value) ? value[key] : undefined;
  return Array.isArray(child) ? child.filter(isRecord) : [];
}

export function stringsAt(value: unknown, key: string): string[] {
  const child = isRecord(value) ? value[key] : undefined;
  return Array.isArray(child) ? child.filter((item): item is string => typeof item === 'string') : [];
}
