import type { WACallEvent } from 'baileys';
import { describe, expect, it } from 'vitest';
import { mapCalls } from './map-call.js';

const LID = '98765432101234@lid';
const PN = '5511987654321@s.whatsapp.net';
const at = new Date('2025-03-12T15:00:00Z');
const offer = (overrides: Partial<WACallEvent> = {}): WACallEvent => ({
  chatId: LID,
  from: LID,
  callerPn: PN,
  id: 'ABC123',
  date: at,
  status: 'offer',
  offline: false,
  ...overrides,
});

describe('call mapping', () => {
  it("a direct call's offer becomes one call_log message keyed by the call id, with both identities of the caller", () => {
    const call = offer();
    expect(mapCalls([call])).toEqual([
      {
        ref: { chatId: LID, messageId: 'CALL-ABC123', fromMe: false },
        at,
        kind: 'call_log',
        sender: { lid: LID, phone: '5511987654321' },
        body: '',
        live: true,
        raw: call,
      },
    ]);
  });

  it('leaves out the rest of a call (ringing, accept, terminate), group calls and calls missed while offline', () => {
    const others = [
      offer({ status: 'ringing' }),
      offer({ status: 'accept' }),
      offer({ status: 'terminate' }),
      offer({ isGroup: true, groupJid: '1203630@g.us' }),
      offer({ offline: true }),
    ];
    expect(mapCalls(others)).toEqual([]);
    expect(mapCalls([...others, offer({ id: 'NEXT' })]).map((message) => message.ref.messageId)).toEqual(['CALL-NEXT']);
  });
});
