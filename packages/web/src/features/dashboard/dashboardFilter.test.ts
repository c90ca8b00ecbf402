import { describe, expect, it } from 'vitest';
import { currentMonth, dashboardQuery } from './dashboardFilter';

describe('dashboard filter', () => {
  it('defaults to the current month up to today', () => {
    expect(currentMonth(new Date(2026, 2, 17))).toEqual({ kind: 'date', from: '2026-03-01', to: '2026-03-17' });
  });

  it('names the range for every call, or the period; nothing without a start date', () => {
    expect(dashboardQuery({ kind: 'date', from: '2026-03-01', to: '2026-03-17' }, 'pt-BR')).toBe('date_from=2026-03-01&initialDate=2026-03-01&date_to=2026-03-17&finalDate=2026-03-17&timeZone=America%2FSao_Paulo');
    expect(dashboardQuery({ kind: 'period', days: 15 }, 'pt-BR')).toBe('days=15&timeZone=America%2FSao_Paulo');
    expect(dashboardQuery({ kind: 'date', from: '', to: '2026-03-17' }, 'pt-BR')).toBeUndefined();
  });

  it('counts in the zone of the interface language: Monterrey for Spanish, Sao Paulo otherwise (spec 1 §9)', () => {
    expect(dashboardQuery({ kind: 'period', days: 7 }, 'es')).toBe('days=7&timeZone=America%2FMonterrey');
    expect(dashboardQuery({ kind: 'period', days: 7 }, 'en')).toBe('days=7&timeZone=America%2FSao_Paulo');
    expect(dashboardQuery({ kind: 'period', days: 7 }, 'tr')).toBe('days=7&timeZone=America%2FSao_Paulo');
  });
});
