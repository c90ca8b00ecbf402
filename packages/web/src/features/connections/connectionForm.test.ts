import { describe, expect, it } from 'vitest';
import { DEFAULT_SERVICE_HOURS } from '@guiche/shared';
import { connectionFixture } from './connectionFixture';
import {
  connectionFieldOf,
  connectionFormSchema,
  connectionPayload,
  firstTabWithError,
  formValuesOf,
  importNeedsNewQr,
  type ConnectionFormInput,
} from './connectionForm';

const now = new Date(2026, 4, 20, 14, 30);
const schema = connectionFormSchema(() => now);

/** The first message per field, as the form shows it. */
function messages(values: ConnectionFormInput): Record<string, string> {
  const result = schema.safeParse(values);
  const first: Record<string, string> = {};
  for (const issue of result.success ? [] : result.error.issues) first[issue.path.join('.')] ??= issue.message;
  return first;
}

describe('connectionFormSchema (spec 2 §5)', () => {
  const fresh = formValuesOf(null);

  it("answers the spec's name texts: Required, Too Short!, Too Long!", () => {
    expect(messages({ ...fresh, name: '' })).toEqual({ name: 'validation.required' });
    expect(messages({ ...fresh, name: 'A' })).toEqual({ name: 'validation.tooShort' });
    expect(messages({ ...fresh, name: 'x'.repeat(51) })).toEqual({ name: 'validation.tooLong' });
    expect(messages({ ...fresh, name: 'Comercial' })).toEqual({});
  });

  it('asks for a greeting once more than one queue is chosen', () => {
    expect(messages({ ...fresh, name: 'Comercial', queueIds: [1, 2] })).toEqual({
      greetingMessage: 'validation.greetingRequired',
    });
    expect(messages({ ...fresh, name: 'Comercial', queueIds: [1, 2], greetingMessage: 'Olá!' })).toEqual({});
    expect(messages({ ...fresh, name: 'Comercial', queueIds: [1] })).toEqual({});
  });

  it('checks the import window only while import is on', () => {
    const window = { importOldMessages: '2023-01-01T00:00', importRecentMessages: '' };
    expect(messages({ ...fresh, name: 'Comercial', ...window })).toEqual({});
    expect(messages({ ...fresh, name: 'Comercial', ...window, importEnabled: true })).toEqual({
      importOldMessages: 'validation.importOldRange',
      importRecentMessages: 'validation.required',
    });
  });

  it('takes a closed day and a single shift, and refuses half a shift or an end before its start', () => {
    const [monday, tuesday, ...rest] = DEFAULT_SERVICE_HOURS;
    const week = (day: object) => [
      { ...monday!, startTimeA: '', endTimeA: '', startTimeB: '', endTimeB: '' },
      { ...tuesday!, startTimeB: '', endTimeB: '', ...day },
      ...rest,
    ];
    expect(messages({ ...fresh, name: 'Comercial', schedules: week({}) })).toEqual({});
    expect(messages({ ...fresh, name: 'Comercial', schedules: week({ endTimeA: '' }) })).toEqual({
      'schedules.1.endTimeA': 'validation.shiftEndRequired',
    });
    expect(messages({ ...fresh, name: 'Comercial', schedules: week({ endTimeA: '07:00' }) })).toEqual({
      'schedules.1.endTimeA': 'validation.shiftEndBeforeStart',
    });
  });
});

describe('formValuesOf', () => {
  it('gives a new connection the spec defaults and no token (the server draws it)', () => {
    expect(formValuesOf(null)).toMatchObject({
      maxUseBotQueues: 3,
      maxUseBotQueuesNPS: 3,
      provider: 'beta',
      groupAsTicket: 'disabled',
      schedules: DEFAULT_SERVICE_HOURS,
      token: '',
      importEnabled: false,
    });
  });

  it('opens a saved connection with its queues and token, and no new token', () => {
    const saved = connectionFixture({ queues: [{ id: 4, name: 'Vendas', color: '#B80000' }], complationMessage: '' });
    expect(formValuesOf(saved)).toMatchObject({ queueIds: [4], token: saved.token, complationMessage: '' });
    expect(formValuesOf({ ...saved, token: '' }).token).toBe('');
  });
});

describe('connectionPayload', () => {
  const values = schema.parse({ ...formValuesOf(connectionFixture()), complationMessage: '  ' });

  it('sends empty messages as null and leaves the import window out while import is off', () => {
    const payload = connectionPayload({ ...values, importOldMessages: '2025-01-01T00:00' });
    expect(payload).toMatchObject({
      name: 'Comercial',
      complationMessage: null,
      importOldMessages: null,
      importRecentMessages: null,
    });
    expect(payload).not.toHaveProperty('importEnabled');
  });

  it('sends the window as ISO moments, and no token when the form had none', () => {
    const payload = connectionPayload({
      ...values,
      token: '',
      importEnabled: true,
      importOldMessages: '2025-01-01T00:00',
      importRecentMessages: '2025-06-01T12:00',
    });
    expect(payload.importOldMessages).toBe(new Date(2025, 0, 1).toISOString());
    expect(payload).not.toHaveProperty('token');
  });
});

describe('importNeedsNewQr (spec 2 §4)', () => {
  const window = {
    importOldMessages: new Date(2025, 0, 1).toISOString(),
    importRecentMessages: new Date(2025, 5, 1).toISOString(),
  };

  it('asks for a new QR when a connected connection gets a new import window', () => {
    expect(importNeedsNewQr(connectionFixture(), { name: 'Comercial', ...window })).toBe(true);
    expect(importNeedsNewQr(connectionFixture({ status: 'qrcode' }), { name: 'Comercial', ...window })).toBe(false);
    expect(importNeedsNewQr(connectionFixture({ ...window }), { name: 'Comercial', ...window })).toBe(false);
    expect(importNeedsNewQr(null, { name: 'Comercial', ...window })).toBe(false);
  });
});

describe('server issues and tabs', () => {
  it('names the field of a server path and the first tab holding an error', () => {
    expect(connectionFieldOf('schedules.3.endTimeB')).toBe('schedules');
    expect(connectionFieldOf('channel')).toBeNull();
    expect(firstTabWithError(['expiresTicketNPS', 'greetingMessage'])).toBe('messages');
    expect(firstTabWithError(['schedules', 'token'])).toBe('general');
    expect(firstTabWithError([])).toBeNull();
  });
});
