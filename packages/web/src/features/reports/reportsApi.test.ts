import { describe, expect, it } from 'vitest';
import { formatReportDateTime } from './reportDates';
import { reportParams } from './reportsApi';

describe('report filter parameters', () => {
  it('sends lists as JSON arrays and leaves out what is not set', () => {
    const params = reportParams({ contactId: 4, whatsappId: [], users: [2, 3], queueIds: [], tags: [7], status: ['open', 'closed'], dateFrom: '2026-03-01', dateTo: '' }, 'pt-BR');
    expect(params.toString()).toBe('contactId=4&users=%5B2%2C3%5D&tags=%5B7%5D&status=%5B%22open%22%2C%22closed%22%5D&dateFrom=2026-03-01&timeZone=America%2FSao_Paulo');
  });

  it('asks for the days of the language zone and shows the moments in it (spec 1 §9)', () => {
    const empty = { whatsappId: [], users: [], queueIds: [], tags: [], status: [], dateFrom: '2026-03-01', dateTo: '2026-03-01' };
    expect(reportParams(empty, 'es').get('timeZone')).toBe('America/Monterrey');
    expect(reportParams(empty, 'en').get('timeZone')).toBe('America/Sao_Paulo');
    // 04:30Z on 2 March: still 1 March in Monterrey, already 2 March in São Paulo.
    expect(formatReportDateTime('2026-03-02T04:30:00.000Z', 'es')).toBe('01/03/26 22:30');
    expect(formatReportDateTime('2026-03-02T04:30:00.000Z', 'pt-BR')).toBe('02/03/26 01:30');
  });
});
