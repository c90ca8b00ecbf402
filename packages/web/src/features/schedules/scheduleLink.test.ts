import { describe, expect, it } from 'vitest';
import { contactIdParam, schedulePathFor } from './scheduleLink';

describe('schedule links', () => {
  it('opens /schedules for a contact and reads the contact back', () => {
    const path = schedulePathFor(42);
    expect(path).toBe('/schedules?contactId=42');
    expect(contactIdParam(new URL(path, 'http://localhost').searchParams)).toBe(42);
  });

  it('ignores a missing or malformed contact id', () => {
    for (const search of ['', '?contactId=', '?contactId=abc', '?contactId=-3', '?contactId=0', '?contactId=1.5']) {
      expect(contactIdParam(new URLSearchParams(search))).toBeNull();
    }
  });
});
