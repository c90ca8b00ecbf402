import { renderPlaceholders } from '@guiche/shared';
import type { Db } from '../../db/database.js';
import { companiesReader } from '../companies/index.js';
import { connectionsReader, type ConnectionRow } from '../connections/index.js';
import { contactsReader } from '../contacts/index.js';
import { queuesReader } from '../queues/index.js';
import type { TicketRow } from '../tickets/index.js';
import { usersReader } from '../users/index.js';
import { REACTION_MEDIA_TYPE } from './messages.repository.js';
import type { Draft } from './outbound.service.js';

/** Messages whose body is not a text to fill: a contact card's vCard, a reaction's emoji. */
const UNFILLED_MEDIA_TYPES = new Set(['contactMessage', REACTION_MEDIA_TYPE]);

/** What a ticket's texts are filled with; the facts a caller already holds are not read again. */
export interface PlaceholderFacts {
  now: Date;
  /** Who speaks: {{userName}} is this attendant's name, else the ticket's attendant's (the bot speaks for them). */
  userId?: number | null | undefined;
  /** The company's zone, when the caller holds it. */
  timeZone?: string | undefined;
  known?: { contactName?: string | null | undefined; queueName?: string | null | undefined } | undefined;
  /** The ticket's connection, when the caller holds it. */
  connection?: ConnectionRow | undefined;
}

/** Whether any of these texts has a placeholder to fill. */
export function hasPlaceholders(texts: readonly (string | null | undefined)[]): boolean {
  return texts.some((text) => text?.includes('{{') === true);
}

/**
 * The placeholder renderer for texts sent to `ticket`'s contact (spec 3 §2); the ticket's facts are read once, and
 * only when one of `texts` has a placeholder.
 */
export async function ticketTextRenderer(
  db: Db,
  ticket: TicketRow,
  texts: readonly (string | null | undefined)[],
  { now, userId, timeZone: heldZone, known, connection: held }: PlaceholderFacts,
): Promise<(template: string) => string> {
  if (!hasPlaceholders(texts)) return (template) => template;
  const { companyId } = ticket;
  const speaker = userId ?? ticket.userId;
  const [timeZone, contact, user, queue, connection] = await Promise.all([
    heldZone ?? companiesReader.timeZoneOf(db, companyId),
    known?.contactName !== undefined
      ? { name: known.contactName }
      : contactsReader.findById(db, companyId, ticket.contactId),
    speaker === null ? undefined : usersReader.findById(db, companyId, speaker),
    known?.queueName !== undefined
      ? { name: known.queueName }
      : ticket.queueId === null
        ? undefined
        : queuesReader.findById(db, companyId, ticket.queueId),
    held ?? (ticket.whatsappId === null ? undefined : connectionsReader.findById(db, companyId, ticket.whatsappId)),
  ]);
  const context = {
    contactName: contact?.name,
    userName: user?.name,
    ticketId: ticket.id,
    queueName: queue?.name,
    connectionName: connection?.name,
    now,
    timeZone,
  };
  return (template) => renderPlaceholders(template, context);
}

/**
 * Every text that leaves to the contact with its placeholders filled, whoever wrote it: an attendant's reply or quick
 * reply, a farewell, a scheduled message, the bot (whose texts arrive filled). Notes stay as typed; forwards, contact
 * cards and reactions are sent as they are.
 */
export async function fillDrafts(
  db: Db,
  ticket: TicketRow,
  userId: number | null,
  drafts: Draft[],
  now: Date,
): Promise<Draft[]> {
  const leaves = (draft: Draft) =>
    !draft.isPrivate && !draft.isForwarded && !UNFILLED_MEDIA_TYPES.has(draft.mediaType ?? '');
  const render = await ticketTextRenderer(
    db,
    ticket,
    drafts.filter(leaves).map((draft) => draft.body),
    { now, userId },
  );
  return drafts.map((draft) => (leaves(draft) ? { ...draft, body: render(draft.body) } : draft));
}
