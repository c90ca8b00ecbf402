import type { ExternalIdentity } from '../../channels/types.js';
import type { Tx } from '../../db/database.js';
import { contactsRepository, type ContactIdentity, type ContactRow } from '../contacts/contacts.repository.js';
import type { ConnectionChannel } from '@guiche/shared';

/**
 * Finds the contact behind a sender, or creates it. A person WhatsApp knew by phone and now by LID (or the other
 * way round) stays one contact: the missing identity is added to the one found.
 */
export async function resolveContact(
  tx: Tx,
  companyId: number,
  channel: ConnectionChannel,
  sender: ExternalIdentity,
  group?: { id: string; name?: string | undefined },
): Promise<ContactRow> {
  const identity: ContactIdentity = group
    ? { channel, number: group.id }
    : { channel, number: sender.phone, lid: sender.lid, externalId: sender.psid ?? sender.bsuid };
  const name = (group ? group.name : sender.name) ?? identity.number ?? identity.lid ?? identity.externalId ?? '';

  const [found] = await contactsRepository.findByIdentity(tx, companyId, identity);
  if (found) {
    const missing = {
      ...(identity.number && !found.number ? { number: identity.number } : {}),
      ...(identity.lid && !found.lid ? { lid: identity.lid } : {}),
      ...(identity.externalId && !found.externalId ? { externalId: identity.externalId } : {}),
      // A contact saved under its bare number gets the name the person chose.
      ...(name && found.name === found.number ? { name } : {}),
    };
    await contactsRepository.update(tx, companyId, found.id, missing);
    return { ...found, ...missing };
  }
  const created = await contactsRepository.insertIfAbsent(tx, companyId, {
    name: name || 'Contato',
    number: identity.number ?? null,
    lid: identity.lid ?? null,
    externalId: identity.externalId ?? null,
    channel,
    isGroup: Boolean(group),
  });
  if (created) return created;
  // Another event of the same person (on another chat id) created it in between.
  const [raced] = await contactsRepository.findByIdentity(tx, companyId, identity);
  if (!raced) throw new Error('contact vanished after a unique conflict');
  return raced;
}
