import type { Db } from '../../db/database.js';
import { AppError } from '../../http/app-error.js';
import { mimeOf } from '../../storage/tenant-storage.js';
import type { OutboundData } from '../messages/outbound-content.js';
import type { Draft, OutboundService, PostOptions } from '../messages/outbound.service.js';
import { ticketTextRenderer, type PlaceholderFacts } from '../messages/ticket-placeholders.js';
import type { TicketRow } from '../tickets/tickets.repository.js';

/** What the bot sends: a text, or a file with the text as its caption. */
export type BotMessage = string | { body: string; mediaUrl: string; mediaName?: string | undefined };

/** The facts the bot's texts are filled with (ticket-placeholders.ts), and how they are sent. */
export interface BotSpeechOptions extends Omit<PlaceholderFacts, 'userId'> {
  /** When the contact's message these answer was written (a Meta channel's reply window runs from it). */
  contactWroteAt?: Date | undefined;
  /** Marks the texts carry (the inactivity reminder's automation mark). */
  data?: OutboundData | undefined;
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
  const render = await ticketTextRenderer(db, ticket, textsOf(present), options);
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

/** The texts of these messages, placeholders and all. */
export function textsOf(messages: readonly (BotMessage | null | undefined)[]): (string | undefined)[] {
  return messages.map((message) => (typeof message === 'string' ? message : message?.body));
}
