import { describe, expect, it } from 'vitest';
import { reportParams } from './reportsApi';

describe('report filter parameters', () => {
  it('sends lists as JSON arrays and leaves out what is not set', () => {
    const params = reportParams(
      {
        contactId: 4,
        whatsappId: [],
        users: [2, 3],
        queueIds: [],
        tags: [7],
        status: ['open', 'closed'],
        dateFrom: '2026-03-01',
        dateTo: '',
      },
      'America/Sao_Paulo',
    );
    expect(params.toString()).toBe(
      'contactId=4&users=%5B2%2C3%5D&tags=%5B7%5D&status=%5B%22open%22%2C%22closed%22%5D&dateFrom=2026-03-01&timeZone=America%2FSao_Paulo',
    );
  });

  it('asks for the days of the company zone', () => {
    const empty = {
      whatsappId: [],
      users: [],
      queueIds: [],
      tags: [],
      status: [],
      dateFrom: '2026-03-01',
      dateTo: '2026-03-01',
    };
    expect(reportParams(empty, 'America/Monterrey').get('timeZone')).toBe('America/Monterrey');
  });
});
