import { describe, expect, it } from 'vitest';
import { greetingOfHour, placeholderValues, renderPlaceholders } from './placeholders.js';

// 2025-03-14 12:30:05 UTC is 09:30:05 in São Paulo (UTC-3, no daylight saving since 2019).
const now = new Date('2025-03-14T12:30:05Z');
const SAO_PAULO = 'America/Sao_Paulo';
const context = {
  contactName: 'Maria  da Silva',
  userName: 'Ana',
  ticketId: 42,
  queueName: 'Vendas',
  connectionName: 'Loja',
  now,
  timeZone: SAO_PAULO,
};

describe('renderPlaceholders', () => {
  it('fills every placeholder of the spec in company time', () => {
    const text =
      '{{ms}}, {{firstName}} ({{name}})! {{userName}} · {{queue}} · {{connection}} · #{{ticket_id}} · {{date}} {{hour}} · {{protocol}}';
    expect(renderPlaceholders(text, context)).toBe(
      'Bom dia, Maria (Maria  da Silva)! Ana · Vendas · Loja · #42 · 14/03/2025 09:30:05 · 2025031409300542',
    );
  });

  it('accepts spaces inside the braces and leaves unknown variables as written', () => {
    expect(renderPlaceholders('{{ name }} {{custom}} {nome}', context)).toBe('Maria  da Silva {{custom}} {nome}');
  });

  it('renders missing facts as empty text', () => {
    expect(renderPlaceholders('[{{userName}}][{{queue}}][{{ticket_id}}]', { now, timeZone: SAO_PAULO })).toBe('[][][]');
  });

  it('follows the given time zone', () => {
    expect(placeholderValues({ now, timeZone: 'UTC' }).hour).toBe('12:30:05');
    expect(placeholderValues({ now, timeZone: 'UTC' }).ms).toBe('Boa tarde');
  });
});

describe('greetingOfHour', () => {
  it('says good morning, afternoon or evening', () => {
    expect([4, 5, 11, 12, 17, 18, 23].map(greetingOfHour)).toEqual([
      'Boa noite',
      'Bom dia',
      'Bom dia',
      'Boa tarde',
      'Boa tarde',
      'Boa noite',
      'Boa noite',
    ]);
  });
});

describe('placeholders across a daylight-saving change', () => {
  const newYork = (iso: string) => placeholderValues({ now: new Date(iso), timeZone: 'America/New_York', ticketId: 7 });

  it('reads the hour on the wall clock of the company zone, before and after the spring jump', () => {
    expect(newYork('2026-03-08T06:59:00Z')).toMatchObject({ date: '08/03/2026', hour: '01:59:00', ms: 'Boa noite' });
    expect(newYork('2026-03-08T10:00:00Z')).toMatchObject({
      hour: '06:00:00',
      ms: 'Bom dia',
      protocol: '202603080600007',
    });
  });

  it('says the same hour twice on the fall-back night, and good morning at 05:00 EST', () => {
    expect(newYork('2026-11-01T05:30:00Z').hour).toBe('01:30:00');
    expect(newYork('2026-11-01T06:30:00Z').hour).toBe('01:30:00');
    expect(newYork('2026-11-01T10:00:00Z')).toMatchObject({ hour: '05:00:00', ms: 'Bom dia' });
    expect(placeholderValues({ now: new Date('2026-10-25T11:30:00Z'), timeZone: 'Europe/Lisbon' }).ms).toBe('Bom dia');
  });
});
