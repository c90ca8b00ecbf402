import { describe, expect, it } from 'vitest';
import { voiceCallUrl } from './voiceCall';

const ticket = (wavoip: string | null, number: string | null) => ({
  whatsapp: { id: 1, name: 'Loja', groupAsTicket: 'disabled' as const, wavoip },
  contact: {
    id: 1,
    name: 'Maria',
    number,
    profilePicUrl: null,
    urlPicture: null,
    email: '',
    active: true,
    disableBot: false,
    acceptAudioMessage: true,
    tags: [],
  },
});

describe('voiceCallUrl', () => {
  it("opens the call page with the connection's token and the contact's digits", () => {
    const url = new URL(voiceCallUrl(ticket('tok123', '+55 (11) 91234-5678')) ?? '');
    expect(url.searchParams.get('token')).toBe('tok123');
    expect(url.searchParams.get('phone')).toBe('5511912345678');
    expect(url.searchParams.get('name')).toBe('Maria');
  });

  it('has no call without a token or a number, or with a number hidden by LGPD', () => {
    expect(voiceCallUrl(ticket(null, '5511912345678'))).toBeNull();
    expect(voiceCallUrl(ticket('  ', '5511912345678'))).toBeNull();
    expect(voiceCallUrl(ticket('tok', null))).toBeNull();
    expect(voiceCallUrl(ticket('tok', '55119••••5678'))).toBeNull();
  });
});
