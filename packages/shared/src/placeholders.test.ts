import { describe, expect, it } from 'vitest';
import { greetingOfHour, placeholderValues, renderPlaceholders, wallClock } from './placeholders.js';

// 2025-03-14 12:30:05 UTC is 09:30:05 in São Paulo (UTC-3, no daylight saving since 2019).
const now = new Date('2025-03-14T12:30:05Z');
const context = { contactName: 'Maria  da Silva', userName: 'Ana', ticketId: 42, queueName: 'Vendas', connectionName: 'Loja', now };

describe('renderPlaceholders', () => {
  it('fills every placeholder of the spec in company time', () => {
    const text = '{{ms}}, {{firstName}} ({{name}})! {{userName}} · {{queue}} · {{connection}} · #{{ticket_id}} · {{date}} {{hour}} · {{protocol}}';
    expect(renderPlaceholders(text, context)).toBe('Bom dia, Maria (Maria  da Silva)! Ana · Vendas · Loja · #42 · 14/03/2025 09:30:05 · 2025031409300542');
  });

  it('accepts spaces inside the braces and leaves unknown variables as written', () => {
    expect(renderPlaceholders('{{ name }} {{custom}} {nome}', context)).toBe('Maria  da Silva {{custom}} {nome}');
  });

  it('renders missing facts as empty text', () => {
    expect(renderPlaceholders('[{{userName}}][{{queue}}][{{ticket_id}}]', { now })).toBe('[][][]');
  });

  it('follows the given time zone', () => {
    expect(placeholderValues({ now, timeZone: 'UTC' }).hour).toBe('12:30:05');
    expect(placeholderValues({ now, timeZone: 'UTC' }).ms).toBe('Boa tarde');
  });
});

describe('greetingOfHour', () => {
  it('says good morning, afternoon or evening', () => {
    expect([4, 5, 11, 12, 17, 18, 23].map(greetingOfHour)).toEqual(['Boa noite', 'Bom dia', 'Bom dia', 'Boa tarde', 'Boa tarde', 'Boa noite', 'Boa noite']);
  });
});

describe('wallClock', () => {
  it('gives the weekday in the zone (Sunday 0)', () => {
    // Saturday 23:30 in São Paulo is already Sunday in UTC.
    const at = new Date('2025-03-16T02:30:00Z');
    expect(wallClock(at).weekday).toBe(6);
    expect(wallClock(at, 'UTC').weekday).toBe(0);
  });
});
