import { describe, expect, it } from 'vitest';
import { dashboardQuerySchema } from './schemas/dashboard.js';
import { reportFilterSchema } from './schemas/report.js';
import { isIanaTimeZone, reportTimeZoneFor } from './time-zones.js';

describe('report time zones (spec 1 §9)', () => {
  it('is Monterrey for Spanish and Sao Paulo for Portuguese, English, Turkish and anything unknown', () => {
    expect(reportTimeZoneFor('es')).toBe('America/Monterrey');
    expect(reportTimeZoneFor('pt-BR')).toBe('America/Sao_Paulo');
    expect(reportTimeZoneFor('en')).toBe('America/Sao_Paulo');
    expect(reportTimeZoneFor('tr')).toBe('America/Sao_Paulo');
    expect(reportTimeZoneFor('toString')).toBe('America/Sao_Paulo');
  });

  it('takes IANA names the runtime knows and refuses the rest', () => {
    for (const name of ['America/Monterrey', 'America/Sao_Paulo', 'UTC', 'America/Argentina/Buenos_Aires']) expect(isIanaTimeZone(name)).toBe(true);
    for (const name of ['Mars/Olympus', '+03:00', "America/Sao_Paulo'; drop table x", '', 'America/' + 'x'.repeat(80)]) expect(isIanaTimeZone(name)).toBe(false);
  });

  it('is an optional query parameter of the dashboard and the report, Sao Paulo when absent', () => {
    expect(dashboardQuerySchema.parse({ days: '7' }).timeZone).toBe('America/Sao_Paulo');
    expect(dashboardQuerySchema.parse({ days: '7', timeZone: 'America/Monterrey' }).timeZone).toBe('America/Monterrey');
    expect(reportFilterSchema.safeParse({ timeZone: 'Nowhere/City' }).success).toBe(false);
  });
});
