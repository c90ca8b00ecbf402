import {
  isHostedLidUser,
  isHostedPnUser,
  isLidUser,
  isPnUser,
  jidDecode,
  jidNormalizedUser,
  type Contact,
  type WAMessageKey,
} from 'baileys';
import type { ExternalIdentity, MessageRef } from '../types.js';

/**
 * The identities behind a JID and its alternate form. Since Baileys 7 a chat or participant may be addressed by its
 * LID (`…@lid`, a privacy id) with the phone-number JID only in the `…Alt` field, or the other way round: keep both,
 * and never take a JID for a phone number without checking its server.
 */
export function identityOf(
  jid: string | null | undefined,
  alt?: string | null,
  name?: string | null,
): ExternalIdentity {
  const identity: ExternalIdentity = {};
  for (const candidate of [jid, alt]) {
    if (!candidate) continue;
    if (isLidUser(candidate) || isHostedLidUser(candidate)) identity.lid ??= jidNormalizedUser(candidate);
    else if (isPnUser(candidate) || isHostedPnUser(candidate)) identity.phone ??= phoneOf(candidate);
  }
  if (name) identity.name = name;
  return identity;
}

/** The digits of a phone-number JID (device suffix dropped), or undefined for anything else. */
export function phoneOf(jid: string | undefined): string | undefined {
  const user = jidDecode(jid)?.user;
  return user && /^\d+$/.test(user) ? user : undefined;
}

/** This connection's own identity, from the socket's user (`5511…:12@s.whatsapp.net` plus its LID). */
export function selfIdentity(user: Contact | undefined): ExternalIdentity {
  return identityOf(user?.id, user?.lid ?? user?.phoneNumber, user?.name ?? user?.notify);
}

/** A chat address as the core stores it (a jid, or a contact's bare number) as a jid. */
export function jidOfAddress(address: string): string {
  return address.includes('@') ? address : `${address.replace(/\D/g, '')}@s.whatsapp.net`;
}

export function refOf(key: WAMessageKey): MessageRef | undefined {
  if (!key.remoteJid || !key.id) return undefined;
  return {
    chatId: key.remoteJid,
    messageId: key.id,
    fromMe: key.fromMe === true,
    participant: key.participant ?? undefined,
  };
}

export function keyOf(ref: MessageRef): WAMessageKey {
  return {
    remoteJid: ref.chatId,
    id: ref.messageId,
    fromMe: ref.fromMe,
    ...(ref.participant ? { participant: ref.participant } : {}),
  };
}
