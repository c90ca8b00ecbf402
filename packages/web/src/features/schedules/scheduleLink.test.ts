import { describe, expect, it } from 'vitest';
import { contactIdParam } from './scheduleLink';

describe('schedule links', () => {
  it('reads the contact of a /schedules link', () => {
    expect(contactIdParam(new URL('/schedules?contactId=42', 'http://localhost').searchParams)).toBe(42);
  });

  it('ignores a missing or malformed contact id', () => {
    for (const search of ['', '?contactId=', '?contactId=abc', '?contactId=-3', '?contactId=0', '?contactId=1.5']) {
      expect(contactIdParam(new URLSearchParams(search))).toBeNull();
    }
  });
});
