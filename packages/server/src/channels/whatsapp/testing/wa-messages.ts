import type { proto, WAMessage, WAMessageKey } from 'baileys';

/** A contact WhatsApp addresses by LID, with the phone JID only in `remoteJidAlt` (the usual Baileys 7 shape). */
export const LID_CONTACT = {
  jid: '123456789012345@lid',
  alt: '5511912345678@s.whatsapp.net',
  phone: '5511912345678',
  lid: '123456789012345@lid',
};
/** A contact addressed by phone JID, its LID in `remoteJidAlt`. */
export const PN_CONTACT = {
  jid: '5511987654321@s.whatsapp.net',
  alt: '2233445566778@lid',
  phone: '5511987654321',
  lid: '2233445566778@lid',
};
export const GROUP = {
  jid: '120363025246125244@g.us',
  participant: '111122223333444@lid',
  participantAlt: '5521998887777@s.whatsapp.net',
  phone: '5521998887777',
};

let sequence = 0;
const nextId = () => `3A${(++sequence).toString(16).toUpperCase().padStart(18, '0')}`;

/** A message from the LID contact, as `messages.upsert` carries it; override the key for other chats. */
export function incoming(
  message: proto.IMessage,
  key: Partial<WAMessageKey> = {},
  extra: Partial<WAMessage> = {},
): WAMessage {
  return {
    key: {
      remoteJid: LID_CONTACT.jid,
      remoteJidAlt: LID_CONTACT.alt,
      addressingMode: 'lid',
      fromMe: false,
      id: nextId(),
      ...key,
    },
    message,
    messageTimestamp: 1_760_000_000,
    pushName: 'Maria Silva',
    ...extra,
  };
}

/** A message of a group participant (LID, with the phone JID in `participantAlt`). */
export function inGroup(message: proto.IMessage, key: Partial<WAMessageKey> = {}): WAMessage {
  return incoming(message, {
    remoteJid: GROUP.jid,
    remoteJidAlt: undefined,
    participant: GROUP.participant,
    participantAlt: GROUP.participantAlt,
    ...key,
  });
}

export function keyOfContact(id: string, fromMe = true): WAMessageKey {
  return { remoteJid: LID_CONTACT.jid, remoteJidAlt: LID_CONTACT.alt, fromMe, id };
}
