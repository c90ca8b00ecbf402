import { describe, expect, it } from 'vitest';
import type { ScheduleView } from '@guiche/shared';
import {
  dialogFieldOf,
  newScheduleValues,
  scheduleDialogSchema,
  schedulePayload,
  scheduleValuesOf,
} from './scheduleForm';

const contact = { id: 7, name: 'Rita', number: '5511955550101' };

const schedule: ScheduleView = {
  id: 3,
  body: 'Lembrete da consulta',
  contactId: contact.id,
  contact,
  userId: 2,
  user: { id: 2, name: 'Ana' },
  sendAt: new Date(2026, 5, 1, 9, 15, 30).toISOString(),
  sentAt: null,
  status: 'PENDENTE',
  failedReason: null,
  ticketId: null,
  createdAt: new Date(2026, 4, 1).toISOString(),
};

function issuesOf(values: unknown): Record<string, string | undefined> {
  const result = scheduleDialogSchema.safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('schedule dialog form', () => {
  it('starts a new schedule for the contact it was opened for, an hour from now', () => {
    expect(newScheduleValues(contact, new Date(2026, 0, 1, 10, 20, 5))).toEqual({
      body: '',
      contact,
      sendAt: '2026-01-01T11:20:00',
    });
  });

  it('asks for the body (at least 5 characters), the contact and the moment', () => {
    expect(issuesOf({ body: 'oi', contact: null, sendAt: '' })).toEqual({
      body: 'validation.messageTooShort',
      contact: 'validation.required',
      sendAt: 'validation.required',
    });
  });

  it('answers the payload the API takes, the moment with its offset', () => {
    const parsed = scheduleDialogSchema.parse({ body: '  Olá, Rita!  ', contact, sendAt: '2026-06-01T09:15' });
    const payload = schedulePayload(parsed, null);
    expect(payload).toMatchObject({ body: 'Olá, Rita!', contactId: 7 });
    expect(payload.sendAt).toMatch(/^2026-06-01T09:15:00[+-]\d{2}:\d{2}$/);
    expect(payload).not.toHaveProperty('userId');
  });

  it('edits a schedule from its values, keeping its attendant', () => {
    const values = scheduleValuesOf(schedule);
    expect(values).toEqual({ body: schedule.body, contact, sendAt: '2026-06-01T09:15:30' });
    expect(schedulePayload(scheduleDialogSchema.parse(values), schedule).userId).toBe(2);
  });

  it('puts the server’s issues on the dialog’s fields', () => {
    expect(dialogFieldOf('contactId')).toBe('contact');
    expect(dialogFieldOf('sendAt')).toBe('sendAt');
    expect(dialogFieldOf('userId')).toBeNull();
  });
});
