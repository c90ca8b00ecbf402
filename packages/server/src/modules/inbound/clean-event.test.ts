import { describe, expect, it } from 'vitest';
import type { InboundMessage } from '../../channels/types.js';
import { cleanEvent } from './clean-event.js';

const message = (overrides: Partial<InboundMessage>): InboundMessage => ({
  ref: { chatId: '5511\u00009', messageId: 'wamid.\u0000A', fromMe: false },
  at: new Date(0),
  kind: 'text',
  sender: { phone: '5511999999999', name: 'Ca\u0000rla' },
  body: 'Ol\u0000á\uD800',
  live: true,
  raw: { untouched: 'a\u0000' },
  ...overrides,
});

describe('cleanEvent', () => {
  it('strips NUL and lone surrogates from every text of an inbound message', async () => {
    const media = { mime: 'image/png\u0000', fileName: 'a\u0000.png', download: async () => Buffer.from('x') };
    const event = cleanEvent({
      type: 'message',
      message: message({
        group: { id: 'g\u0000', name: 'Gr\u0000upo' },
        media,
        quotedId: 'q\u0000',
        reaction: { targetId: 't\u0000', emoji: '👍\u0000' },
        location: { latitude: 1, longitude: 2, name: 'Lo\u0000ja' },
        vcards: ['BEGIN:VCARD\u0000'],
      }),
    });
    if (event.type !== 'message') throw new Error('not a message');
    const cleaned = event.message;
    expect(cleaned.body).toBe('Olá');
    expect(cleaned.ref).toEqual({ chatId: '55119', messageId: 'wamid.A', fromMe: false, participant: undefined });
    expect(cleaned.sender).toMatchObject({ phone: '5511999999999', name: 'Carla' });
    expect(cleaned.group).toEqual({ id: 'g', name: 'Grupo' });
    expect(cleaned.quotedId).toBe('q');
    expect(cleaned.reaction).toEqual({ targetId: 't', emoji: '👍' });
    expect(cleaned.location?.name).toBe('Loja');
    expect(cleaned.vcards).toEqual(['BEGIN:VCARD']);
    expect(cleaned.media).toMatchObject({ mime: 'image/png', fileName: 'a.png' });
    expect(await cleaned.media?.download()).toEqual(Buffer.from('x'));
    // The provider's payload is never stored, and stays as it came.
    expect(cleaned.raw).toEqual({ untouched: 'a\u0000' });
  });

  it('cleans edits and refs, and leaves clean events as they are', () => {
    const edited = cleanEvent({
      type: 'edited',
      ref: { chatId: 'c', messageId: 'm\u0000', fromMe: true },
      body: 'no\u0000vo',
      at: new Date(0),
    });
    expect(edited).toMatchObject({ ref: { messageId: 'm' }, body: 'novo' });
    const status = { type: 'status', state: 'open' } as const;
    expect(cleanEvent(status)).toBe(status);
  });
});
