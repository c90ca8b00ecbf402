import { readFileSync } from 'node:fs';
import { isRecord, stringAt, recordAt, type JsonRecord } from '../json-read.js';
import { cloudWebhook } from './webhook-payloads.js';

/** The exact text of a fixture in meta/fixtures/. */
export function fixtureText(name: string): string {
  return readFileSync(new URL(`../fixtures/${name}`, import.meta.url), 'utf8');
}

export function fixture(name: string): JsonRecord {
  const parsed: unknown = JSON.parse(fixtureText(name));
  if (!isRecord(parsed)) throw new Error(`${name} is not a JSON object`);
  return parsed;
}

/** A Cloud API webhook body: `*_value.json` fixtures are wrapped in the documented envelope. */
export function cloudFixture(name: string): JsonRecord {
  const body = fixture(name);
  if (!name.endsWith('_value.json')) return body;
  const phoneNumberId = stringAt(recordAt(body, 'metadata'), 'phone_number_id');
  if (!phoneNumberId) throw new Error(`${name} has no metadata.phone_number_id`);
  return cloudWebhook(phoneNumberId, body);
}
