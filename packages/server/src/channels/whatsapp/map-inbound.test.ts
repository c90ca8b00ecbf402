import { proto, WAMessageStubType, type WAMessage } from 'baileys';
import { describe, expect, it } from 'vitest';
import { mapInboundMessage, type InboundContext } from './map-inbound.js';
import { GROUP, incoming, inGroup, LID_CONTACT, PN_CONTACT } from './testing/wa-messages.js';

const SELF = { phone: '5511900000001', lid: '98765432101234@lid' };
const context = (overrides: Partial<InboundContext> = {}): InboundContext => ({
  live: true,
  allowGroup: false,
  self: SELF,
  download: async () => Buffer.from('bytes'),
  ...overrides,
});
const map = (message: WAMessage, overrides: Partial<InboundContext> = {}) =>
  mapInboundMessage(message, context(overrides));

describe('inbound mapping', () => {
  it('a text from a LID-addressed contact keeps both the LID and the phone, with the push name', () => {
    const message = incoming({ conversation: 'Olá, bom dia' });
    expect(map(message)).toEqual({
      ref: { chatId: LID_CONTACT.jid, messageId: message.key.id, fromMe: false, participant: undefined },
      at: new Date(1_760_000_000_000),
      sender: { lid: LID_CONTACT.lid, phone: LID_CONTACT.phone, name: 'Maria Silva' },
      group: undefined,
      kind: 'text',
      body: 'Olá, bom dia',
      quotedId: undefined,
      live: true,
      raw: message,
    });
  });

  it('a phone-addressed contact with its LID in remoteJidAlt keeps both too; the device suffix is dropped', () => {
    const mapped = map(
      incoming(
        { conversation: 'oi' },
        { remoteJid: PN_CONTACT.jid, remoteJidAlt: '2233445566778:3@lid', addressingMode: 'pn' },
      ),
    );
    expect(mapped?.sender).toEqual({ phone: PN_CONTACT.phone, lid: PN_CONTACT.lid, name: 'Maria Silva' });
    expect(mapped?.ref.chatId).toBe(PN_CONTACT.jid);
  });

  it('live is false for append (history / offline catch-up)', () => {
    expect(map(incoming({ conversation: 'old' }), { live: false })?.live).toBe(false);
  });

  it('an extended text reply carries the quoted message id', () => {
    const mapped = map(
      incoming({
        extendedTextMessage: {
          text: 'respondendo',
          contextInfo: {
            stanzaId: '3EB0QUOTED',
            participant: LID_CONTACT.jid,
            quotedMessage: { conversation: 'pergunta' },
          },
        },
      }),
    );
    expect(mapped).toMatchObject({ kind: 'text', body: 'respondendo', quotedId: '3EB0QUOTED' });
  });

  it('own messages sent from the phone are fromMe, without taking our push name for the contact', () => {
    const mapped = map(incoming({ conversation: 'enviado do celular' }, { fromMe: true }, { pushName: 'Guichê' }));
    expect(mapped?.ref.fromMe).toBe(true);
    expect(mapped?.sender).toEqual({ lid: LID_CONTACT.lid, phone: LID_CONTACT.phone });
  });

  it('media kinds carry mime, file name, caption and a download through the context', async () => {
    const download = async (message: WAMessage) => Buffer.from(`bytes of ${message.key.id}`);
    const image = incoming({ imageMessage: { mimetype: 'image/png', caption: 'foto' } });
    const mappedImage = map(image, { download });
    expect(mappedImage).toMatchObject({ kind: 'image', body: 'foto', media: { mime: 'image/png' } });
    expect((await mappedImage?.media?.download())?.toString()).toBe(`bytes of ${image.key.id}`);
    expect(
      map(incoming({ audioMessage: { mimetype: 'audio/ogg; codecs=opus', ptt: true, seconds: 4 } })),
    ).toMatchObject({ kind: 'audio', body: '', media: { mime: 'audio/ogg; codecs=opus' } });
    expect(map(incoming({ videoMessage: { caption: 'vídeo' } }))).toMatchObject({
      kind: 'video',
      body: 'vídeo',
      media: { mime: 'video/mp4' },
    });
    expect(
      map(incoming({ documentMessage: { mimetype: 'application/pdf', fileName: 'boleto.pdf', caption: 'segue' } })),
    ).toMatchObject({
      kind: 'document',
      body: 'segue',
      media: { mime: 'application/pdf', fileName: 'boleto.pdf' },
    });
    expect(map(incoming({ stickerMessage: { mimetype: 'image/webp' } }))).toMatchObject({
      kind: 'sticker',
      media: { mime: 'image/webp' },
    });
  });

  it('unwraps ephemeral, view-once and document-with-caption envelopes', () => {
    expect(
      map(incoming({ ephemeralMessage: { message: { extendedTextMessage: { text: 'some em 7 dias' } } } })),
    ).toMatchObject({ kind: 'text', body: 'some em 7 dias' });
    expect(
      map(
        incoming({ viewOnceMessageV2: { message: { imageMessage: { mimetype: 'image/jpeg', caption: 'uma vez' } } } }),
      ),
    ).toMatchObject({ kind: 'image', body: 'uma vez' });
    expect(map(incoming({ viewOnceMessage: { message: { videoMessage: { mimetype: 'video/mp4' } } } }))?.kind).toBe(
      'video',
    );
    expect(
      map(
        incoming({
          documentWithCaptionMessage: { message: { documentMessage: { fileName: 'a.pdf', caption: 'com legenda' } } },
        }),
      ),
    ).toMatchObject({ kind: 'document', body: 'com legenda' });
  });

  it('location, contact and contacts', () => {
    expect(
      map(incoming({ locationMessage: { degreesLatitude: -23.55, degreesLongitude: -46.63, name: 'Praça da Sé' } })),
    ).toMatchObject({
      kind: 'location',
      body: '-23.55,-46.63',
      location: { latitude: -23.55, longitude: -46.63, name: 'Praça da Sé' },
    });
    const vcard = 'BEGIN:VCARD\nVERSION:3.0\nFN:João\nTEL;waid=5511988887777:+55 11 98888-7777\nEND:VCARD';
    expect(map(incoming({ contactMessage: { displayName: 'João', vcard } }))).toMatchObject({
      kind: 'contact',
      body: vcard,
      vcards: [vcard],
    });
    const other = vcard.replace('João', 'Ana');
    expect(
      map(incoming({ contactsArrayMessage: { displayName: '2 contatos', contacts: [{ vcard }, { vcard: other }] } }))
        ?.vcards,
    ).toEqual([vcard, other]);
  });

  it('a reaction names its target and emoji; an empty emoji removes it', () => {
    const target = { remoteJid: LID_CONTACT.jid, fromMe: true, id: '3EB0TARGET' };
    expect(
      map(incoming({ reactionMessage: { key: target, text: '👍', senderTimestampMs: 1_760_000_000_000 } })),
    ).toMatchObject({
      kind: 'reaction',
      body: '👍',
      reaction: { targetId: '3EB0TARGET', emoji: '👍' },
    });
    expect(map(incoming({ reactionMessage: { key: target, text: '' } }))?.reaction).toEqual({
      targetId: '3EB0TARGET',
      emoji: '',
    });
  });

  it('replies to buttons and lists', () => {
    expect(
      map(incoming({ buttonsResponseMessage: { selectedButtonId: 'b1', selectedDisplayText: 'Sim' } })),
    ).toMatchObject({ kind: 'button_reply', body: 'Sim' });
    expect(
      map(incoming({ listResponseMessage: { title: 'Suporte', singleSelectReply: { selectedRowId: 'r2' } } })),
    ).toMatchObject({ kind: 'list_reply', body: 'Suporte' });
    expect(map(incoming({ pollCreationMessage: { name: 'enquete' } }))).toMatchObject({
      kind: 'unsupported',
      body: '',
    });
  });

  it('groups: refused unless allowed; then the group and the participant (LID and phone) as sender', () => {
    const message = inGroup({ conversation: 'oi grupo' });
    expect(map(message)).toBeUndefined();
    expect(map(message, { allowGroup: true })).toMatchObject({
      ref: { chatId: GROUP.jid, participant: GROUP.participant, fromMe: false },
      group: { id: GROUP.jid },
      sender: { lid: GROUP.participant, phone: GROUP.phone, name: 'Maria Silva' },
    });
    expect(
      map(inGroup({ conversation: 'eu' }, { fromMe: true, participant: undefined, participantAlt: undefined }), {
        allowGroup: true,
      })?.sender,
    ).toEqual(SELF);
  });

  it('skips protocol messages, status and newsletter posts, broadcasts and decryption stubs', () => {
    expect(
      map(incoming({ protocolMessage: { type: proto.Message.ProtocolMessage.Type.REVOKE, key: { id: 'x' } } })),
    ).toBeUndefined();
    expect(
      map(incoming({ conversation: 'status' }, { remoteJid: 'status@broadcast', participant: LID_CONTACT.jid })),
    ).toBeUndefined();
    expect(map(incoming({ conversation: 'post' }, { remoteJid: '120363111111111111@newsletter' }))).toBeUndefined();
    expect(map(incoming({ conversation: 'lista' }, { remoteJid: '1760000000@broadcast' }))).toBeUndefined();
    const stub = incoming(
      {},
      {},
      { message: undefined, messageStubType: WAMessageStubType.CIPHERTEXT, messageStubParameters: ['Bad MAC'] },
    );
    expect(map(stub)).toBeUndefined();
    expect(map(incoming({}, {}, { message: null }))).toBeUndefined();
  });
});
