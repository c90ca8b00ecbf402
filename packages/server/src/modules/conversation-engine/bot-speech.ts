import { renderPlaceholders } from '@guiche/shared';
import type { Db } from '../../db/database.js';
import { AppError } from '../../http/app-error.js';
import { mimeOf } from '../../storage/tenant-storage.js';
import { companiesReader } from '../companies/index.js';
import { connectionsReader, type ConnectionRow } from '../connections/index.js';
import { contactsReader } from '../contacts/index.js';
import type { OutboundData } from '../messages/outbound-content.js';
import type { Draft, OutboundService, PostOptions } from '../messages/outbound.service.js';
import { queuesReader } from '../queues/index.js';
import type { TicketRow } from '../tickets/tickets.repository.js';
import { usersReader } from '../users/index.js';

/** What the bot sends: a text, or a file with the text as its caption. */
export type BotMessage = string | { body: string; mediaUrl: string; mediaName?: string | undefined };

export interface BotSpeechOptions {
  now: Date;
  /** The company's zone when the caller holds it (the engine does); otherwise read with the other facts, when a text has placeholders. */
  timeZone?: string | undefined;
  /** Names the caller already holds (the engine has read the contact and the queues), so they are not read again. */
  known?: { contactName?: string | null | undefined; queueName?: string | null | undefined } | undefined;
  /** When the contact's message these answer was written (a Meta channel's reply window runs from it). */
  contactWroteAt?: Date | undefined;
  /** Marks the texts carry (the inactivity reminder's automation mark). */
  data?: OutboundData | undefined;
  /** The ticket's connection, when the caller holds it: {{connection}} takes its name, and the posts' events carry it (MessageHints). */
  connection?: ConnectionRow | undefined;
}

/**
 * Sends messages to the contact as the bot (no attendant wrote them), in order, placeholders filled; texts that are
 * blank once rendered are left out. The one way the conversation engine and the ticket timers speak. Like the
 * greeting and the farewell they are courtesies: a channel that refuses them (a Meta channel outside its reply
 * window) does not fail the contact's message nor undo what a timer did.
 */
export async function sayAsBot(
  deps: { db: Db; outbound: OutboundService },
  ticket: TicketRow,
  messages: readonly (BotMessage | null | undefined)[],
  options: BotSpeechOptions,
): Promise<void> {
  const drafts = await botDrafts(deps.db, ticket, messages, options);
  if (drafts.length > 0 && (await channelTakes(deps.outbound, ticket, options)))
    await postAsBot(deps.outbound, ticket, drafts, { connection: options.connection });
}

/** The drafts of bot messages for `ticket`: placeholders filled, blank texts left out. */
export async function botDrafts(
  db: Db,
  ticket: TicketRow,
  messages: readonly (BotMessage | null | undefined)[],
  options: BotSpeechOptions,
): Promise<Draft[]> {
  const present = messages.filter((message): message is BotMessage => Boolean(message));
  if (present.length === 0) return [];
  const render = await renderer(db, ticket, present, options);
  const drafts: Draft[] = [];
  for (const message of present) {
    if (typeof message === 'string') {
      const body = render(message).trim();
      if (body) drafts.push({ body, isBot: true, ...(options.data ? { data: options.data } : {}) });
    } else {
      const mime = mimeOf(message.mediaUrl);
      const mediaName = message.mediaName ? { mediaName: message.mediaName } : {};
      drafts.push({
        body: render(message.body),
        isBot: true,
        mediaUrl: message.mediaUrl,
        mediaType: mediaTypeOf(mime),
        ...mediaName,
        data: { ...options.data, mime },
      });
    }
  }
  return drafts;
}

/** Whether the ticket's channel takes a bot message now (a Meta channel only within its reply window). */
export async function channelTakes(
  outbound: OutboundService,
  ticket: TicketRow,
  options: Pick<BotSpeechOptions, 'contactWroteAt'>,
): Promise<boolean> {
  try {
    await outbound.assertChannelOpen(ticket, options.contactWroteAt);
    return true;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return false;
  }
}

/**
 * Posts the drafts as the bot's; `touched`: the caller already wrote their preview on the ticket (postPreview), so
 * the post does not write the ticket again.
 */
export async function postAsBot(
  outbound: OutboundService,
  ticket: TicketRow,
  drafts: Draft[],
  options: PostOptions = {},
): Promise<void> {
  try {
    await outbound.post(ticket, null, drafts, options);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
  }
}

/** A stored message's mediaType for a file of this type: pictures, video and audio as such, anything else a document. */
function mediaTypeOf(mime: string): string {
  const top = mime.split('/')[0] ?? '';
  return top === 'image' || top === 'video' || top === 'audio' ? top : 'application';
}

/** Whether any of these texts has a placeholder to fill. */
export function hasPlaceholders(messages: readonly (BotMessage | null | undefined)[]): boolean {
  return messages.some((message) => (typeof message === 'string' ? message : message?.body)?.includes('{{') === true);
}

/** The placeholder renderer for these messages; the ticket's facts are read once, and only when a text has any. */
async function renderer(
  db: Db,
  ticket: TicketRow,
  messages: readonly BotMessage[],
  { now, timeZone: heldZone, known, connection: held }: BotSpeechOptions,
): Promise<(template: string) => string> {
  if (!hasPlaceholders(messages)) return (template) => template;
  const { companyId } = ticket;
  const [timeZone, contact, user, queue, connection] = await Promise.all([
    heldZone ?? companiesReader.timeZoneOf(db, companyId),
    known?.contactName !== undefined
      ? { name: known.contactName }
      : contactsReader.findById(db, companyId, ticket.contactId),
    ticket.userId === null ? undefined : usersReader.findById(db, companyId, ticket.userId),
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
