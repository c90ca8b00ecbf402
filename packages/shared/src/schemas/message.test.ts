import { describe, expect, it } from 'vitest';
import { editMessageSchema, isContactCardBody, sendContactCardSchema, sendMessageSchema } from './message.js';

describe('message bodies as spec clients and the web send them', () => {
  it('normalises the spec body: read 0/1, quotedMsg.id, empty mediaUrl and vCard', () => {
    const spec = {
      read: 1,
      fromMe: true,
      mediaUrl: '',
      body: 'Olá',
      quotedMsg: { id: 7, body: 'q' },
      isPrivate: false,
      vCard: null,
    };
    expect(sendMessageSchema.parse(spec)).toEqual({
      read: true,
      fromMe: true,
      body: 'Olá',
      quotedMsgId: 7,
      isPrivate: false,
    });
    expect(sendMessageSchema.parse({ ...spec, read: 0, quotedMsg: null })).toEqual({
      read: false,
      fromMe: true,
      body: 'Olá',
      isPrivate: false,
    });
    expect(isContactCardBody(spec)).toBe(false);
  });

  it("keeps the web's body as it is", () => {
    const web = { body: 'Oi', quotedMsgId: 'wamid.X', isPrivate: true, signMessage: true, fromMe: true, read: true };
    expect(sendMessageSchema.parse(web)).toEqual(web);
  });

  it('refuses a mediaUrl, a quote without id, ids beyond the integer range', () => {
    expect(sendMessageSchema.safeParse({ body: 'x', mediaUrl: 'http://a/b.png' }).success).toBe(false);
    expect(sendMessageSchema.safeParse({ body: 'x', quotedMsg: { body: 'no id' } }).success).toBe(false);
    expect(sendMessageSchema.safeParse({ body: 'x', quotedMsgId: 2147483648 }).success).toBe(false);
  });

  it('reads contact cards and edits sent as the spec body', () => {
    const card = {
      read: 1,
      fromMe: true,
      mediaUrl: '',
      body: '',
      quotedMsg: null,
      isPrivate: false,
      vCard: { name: 'Ana', number: '5511999999999' },
    };
    expect(isContactCardBody(card)).toBe(true);
    expect(sendContactCardSchema.parse(card)).toMatchObject({ vCard: { name: 'Ana' }, read: true });
    expect(
      editMessageSchema.parse({
        read: 1,
        fromMe: true,
        mediaUrl: '',
        body: ' novo ',
        quotedMsg: null,
        isPrivate: false,
      }),
    ).toMatchObject({ body: 'novo' });
  });
});
