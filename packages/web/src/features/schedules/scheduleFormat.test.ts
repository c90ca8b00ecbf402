import { describe, expect, it } from 'vitest';
import { bodyPreview, defaultSendAt, formatScheduleMoment, localInputToIso, toDateTimeLocal } from './scheduleFormat';

describe('schedule formatting', () => {
  it('shows a moment as DD/MM/YYYY HH:mm:ss in the browser’s zone', () => {
    const moment = new Date(2026, 2, 7, 9, 5, 3);
    expect(formatScheduleMoment(moment.toISOString())).toBe('07/03/2026 09:05:03');
  });

  it('leaves a value that is not a date as it came', () => {
    expect(formatScheduleMoment('soon')).toBe('soon');
  });

  it('cuts the body at 25 characters, with an ellipsis only when something was cut', () => {
    expect(bodyPreview('Olá, seu pedido chegou!')).toBe('Olá, seu pedido chegou!');
    expect(bodyPreview('1234567890123456789012345')).toBe('1234567890123456789012345');
    expect(bodyPreview('Lembrete: sua consulta é amanhã às 10h')).toBe('Lembrete: sua consulta é …');
  });

  it('does not split an emoji in two when cutting', () => {
    const body = `${'a'.repeat(24)}😀😀`;
    expect(bodyPreview(body)).toBe(`${'a'.repeat(24)}😀…`);
  });

  it('proposes now plus one hour, on the minute', () => {
    expect(defaultSendAt(new Date(2026, 0, 31, 23, 30, 45))).toBe('2026-02-01T00:30:00');
  });

  it('writes a moment as a datetime-local value', () => {
    expect(toDateTimeLocal(new Date(2026, 11, 1, 8, 4, 9))).toBe('2026-12-01T08:04:09');
  });

  it('turns a datetime-local value into the same instant, ISO 8601 with the browser’s offset', () => {
    const iso = localInputToIso('2026-05-10T14:30');
    expect(iso).toMatch(/^2026-05-10T14:30:00[+-]\d{2}:\d{2}$/);
    expect(new Date(iso ?? '').getTime()).toBe(new Date(2026, 4, 10, 14, 30).getTime());
    expect(localInputToIso('2026-05-10T14:30:15')).toMatch(/^2026-05-10T14:30:15[+-]\d{2}:\d{2}$/);
  });

  it('refuses an empty or partial datetime-local value', () => {
    expect(localInputToIso('')).toBeNull();
    expect(localInputToIso('2026-05-10')).toBeNull();
    expect(localInputToIso('2026-13-45T99:99')).toBeNull();
  });
});
