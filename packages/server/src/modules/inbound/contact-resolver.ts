import { phoneEquivalents } from '@guiche/shared';
import type { ExternalIdentity } from '../../channels/types.js';
import type { Tx } from '../../db/database.js';
import type { ContactRow } from '../contacts/contacts.repository.js';
import { inboundRepository, type ContactChange, type ContactInsert, type Identities } from './inbound.repository.js';
import type { InboundConnection } from './inbound.types.js';

/** Who wrote: the sender, or for a group chat the group itself (a group ticket belongs to the group's contact). */
export interface ContactSource {
  sender: ExternalIdentity;
  group?: { id: string; name?: string | undefined } | undefined;
}

interface Identity {
  number: string | undefined;
  /** The forms the number is stored under (itself, and a Brazilian mobile's other form); a group's id alone. */
  numbers: readonly string[];
  lid: string | undefined;
  externalId: string | undefined;
}

/** A contact as the batch sees it while resolving: a stored row (with what this batch adds) or one to create. */
interface Entry {
  row: ContactRow | undefined;
  number: string | null;
  lid: string | null;
  externalId: string | null;
  name: string;
  isGroup: boolean;
  channel: ContactRow['channel'];
  change: Omit<ContactChange, 'id'> | undefined;
}

/** Another writer created one of the contacts between our look-up and our insert: the look-up is done again. */
const ATTEMPTS = 3;

/**
 * Numbers stay as the channel gives them (never re-validated); a person's is also looked for under its other form, as
 * WhatsApp ids of older Brazilian accounts lack the ninth digit a contact typed by hand has (phoneEquivalents).
 */
function identityOf(source: ContactSource): Identity {
  if (source.group)
    return { number: source.group.id, numbers: [source.group.id], lid: undefined, externalId: undefined };
  const { sender } = source;
  const numbers = sender.phone === undefined ? [] : phoneEquivalents(sender.phone);
  return { number: sender.phone, numbers, lid: sender.lid, externalId: sender.psid ?? sender.bsuid };
}

function nameOf(source: ContactSource, identity: Identity): string {
  return (
    (source.group ? source.group.name : source.sender.name) ??
    identity.number ??
    identity.lid ??
    identity.externalId ??
    ''
  );
}

/** As the look-up matches: any of the identities; an external id only within its channel. */
const matches = (entry: Entry, identity: Identity, channel: ContactRow['channel']) =>
  (entry.number !== null && identity.numbers.includes(entry.number)) ||
  (identity.lid !== undefined && entry.lid === identity.lid) ||
  (identity.externalId !== undefined && entry.channel === channel && entry.externalId === identity.externalId);

/** The identities to look the sources' contacts up by. */
export function identitiesOf(sources: readonly ContactSource[]): Identities {
  const identities = sources.map(identityOf);
  const present = (key: 'lid' | 'externalId') => [
    ...new Set(identities.map((identity) => identity[key]).filter((v) => v !== undefined)),
  ];
  return {
    numbers: [...new Set(identities.flatMap((identity) => identity.numbers))],
    lids: present('lid'),
    externalIds: present('externalId'),
  };
}

/**
 * Finds the contact behind each message's sender, or creates it, for a whole batch in a few statements. A person
 * WhatsApp knew by phone and now by LID (or the other way round) stays one contact: the missing identity is added
 * to the one found, and a contact saved under its bare number gets the name the person chose. The batch is walked
 * in order as if each message were stored alone, so two messages of one new person create one contact.
 * `found` is the look-up of identitiesOf(sources), made by the caller. Answers one contact per source, in order,
 * and the ids of the contacts created (which have no ticket yet).
 */
export async function resolveContacts(
  tx: Tx,
  connection: InboundConnection,
  sources: readonly ContactSource[],
  found: readonly ContactRow[],
  writtenAt: Date,
): Promise<{ contacts: ContactRow[]; created: Set<number> }> {
  const { companyId, channel } = connection;
  const identities = sources.map(identityOf);
  const created = new Set<number>();
  let known = found;
  for (let attempt = 1; ; attempt++) {
    const entries = known.map((row): Entry => ({
      row,
      number: row.number,
      lid: row.lid,
      externalId: row.externalId,
      name: row.name,
      isGroup: row.isGroup,
      channel: row.channel,
      change: undefined,
    }));
    const chosen = sources.map((source, index) => {
      const identity = identities[index] as Identity;
      const name = nameOf(source, identity);
      // The number's exact form first, should a person's two forms be two contacts (rows older than this rule).
      const entry =
        entries.find((candidate) => identity.number !== undefined && candidate.number === identity.number) ??
        entries.find((candidate) => matches(candidate, identity, channel));
      if (entry) {
        absorb(entry, identity, name);
        return entry;
      }
      const fresh: Entry = {
        row: undefined,
        number: identity.number ?? null,
        lid: identity.lid ?? null,
        externalId: identity.externalId ?? null,
        name: name || 'Contato',
        isGroup: Boolean(source.group),
        channel,
        change: undefined,
      };
      entries.push(fresh);
      return fresh;
    });

    const fresh = entries.filter((entry) => !entry.row);
    const inserted = await inboundRepository.insertContacts(
      tx,
      companyId,
      channel,
      fresh.map(toInsert).sort(byIdentity),
    );
    for (const row of inserted) {
      created.add(row.id);
      const entry = fresh.find(
        (candidate) =>
          candidate.number === row.number && candidate.lid === row.lid && candidate.externalId === row.externalId,
      );
      if (entry) entry.row = row;
    }
    if (fresh.some((entry) => !entry.row)) {
      // Another writer created one of them first. Ours stay inserted in this transaction: a new look-up finds both.
      if (attempt === ATTEMPTS) throw new Error('contacts kept conflicting with concurrent writers');
      known = await inboundRepository.findByIdentities(tx, companyId, channel, identitiesOf(sources));
      continue;
    }

    const changed = entries.filter((entry) => entry.change && entry.row);
    const updated = await inboundRepository.updateContacts(
      tx,
      companyId,
      changed.map((entry) => ({ id: (entry.row as ContactRow).id, ...(entry.change as Omit<ContactChange, 'id'>) })),
      writtenAt,
    );
    for (const row of updated) {
      const entry = changed.find((candidate) => candidate.row?.id === row.id);
      if (entry) entry.row = row;
    }
    return { contacts: chosen.map((entry) => entry.row as ContactRow), created };
  }
}

/** What one more message of a known contact adds to it (as the single-message rule: only what is missing). */
function absorb(entry: Entry, identity: Identity, name: string): void {
  const change = entry.change ?? { number: null, lid: null, externalId: null, name: null };
  let changed = false;
  // Compared before adding the number: a contact saved under its bare number gets the person's name.
  if (name && entry.name === entry.number && entry.name !== name) {
    entry.name = name;
    change.name = name;
    changed = true;
  }
  if (identity.number && !entry.number) {
    entry.number = identity.number;
    change.number = identity.number;
    changed = true;
  }
  if (identity.lid && !entry.lid) {
    entry.lid = identity.lid;
    change.lid = identity.lid;
    changed = true;
  }
  if (identity.externalId && !entry.externalId) {
    entry.externalId = identity.externalId;
    change.externalId = identity.externalId;
    changed = true;
  }
  if (!changed) return;
  if (entry.row) entry.change = change;
}

function toInsert(entry: Entry): ContactInsert {
  return {
    name: entry.name,
    number: entry.number,
    lid: entry.lid,
    externalId: entry.externalId,
    isGroup: entry.isGroup,
  };
}

/** One order for inserts in every batch, so two transactions creating the same contacts wait for each other in that order. */
function byIdentity(a: ContactInsert, b: ContactInsert): number {
  const key = (c: ContactInsert) => `${c.number ?? ''}\u0000${c.lid ?? ''}\u0000${c.externalId ?? ''}`;
  return key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0;
}
