import { describe, expect, it } from 'vitest';
import { cloudContactToVcard, vcardToCloudContact } from './vcard.js';

describe('vCard ↔ Cloud API contact', () => {
  it('escapes structured characters and round-trips the name and phones', () => {
    const vcard = cloudContactToVcard({
      name: { formatted_name: 'Silva, João; Jr.', first_name: 'João', last_name: 'Silva' },
      phones: [{ phone: '+55 11 91234-5678', wa_id: '5511912345678', type: 'CELL' }],
    });
    expect(vcard).toContain('FN:Silva\\, João\\; Jr.');
    expect(vcardToCloudContact('ignored', vcard)).toEqual({
      name: { formatted_name: 'Silva, João; Jr.', first_name: 'João', last_name: 'Silva' },
      phones: [{ phone: '+55 11 91234-5678', wa_id: '5511912345678', type: 'CELL' }],
    });
  });

  it('reads folded lines and grouped properties, and falls back to the display name', () => {
    const card =
      'BEGIN:VCARD\r\nVERSION:3.0\r\nitem1.TEL;waid=5511:+55 11\r\n 1234\r\nEMAIL:a@b.c\r\nORG:Loja;Vendas\r\nEND:VCARD';
    expect(vcardToCloudContact('Maria', card)).toEqual({
      name: { formatted_name: 'Maria', first_name: 'Maria' },
      phones: [{ phone: '+55 111234', wa_id: '5511' }],
      emails: [{ email: 'a@b.c' }],
      org: { company: 'Loja' },
    });
  });
});
