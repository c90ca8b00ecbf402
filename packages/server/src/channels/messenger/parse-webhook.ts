import type { ChannelEvent, InboundMessage, MessageRef } from '../types.js';
import { EventsByAccount, dateFromUnix, type AccountEvents } from '../meta/account-events.js';
import { isRecord, numberAt, recordAt, recordsAt, stringAt, stringsAt, type JsonRecord } from '../meta/json-read.js';
import { attachmentContent, type PublicFileFetcher } from './attachment.js';

export type MessengerKind = 'facebook' | 'instagram';

/** `object` of the webhook body → the channel it belongs to. */
export function messengerKindOf(body: unknown): MessengerKind | undefined {
  const object = isRecord(body) ? body.object : undefined;
  return object === 'page' ? 'facebook' : object === 'instagram' ? 'instagram' : undefined;
}

interface Context {
  /** Page id (Messenger) or Instagram professional account id: `entry[].id`. */
  accountId: string;
  /** The customer's PSID / IGSID: the chat. */
  userId: string;
  at: Date;
  item: JsonRecord;
  fetchFile: PublicFileFetcher;
}

type Base = Pick<InboundMessage, 'at' | 'sender' | 'live' | 'raw'>;

function base(ctx: Context, fromMe: boolean): Base {
  return { at: ctx.at, sender: { psid: fromMe ? ctx.accountId : ctx.userId }, live: true, raw: ctx.item };
}

/**
 * `message`: text, attachments, quick replies, inline replies; `is_echo` marks messages the business sent (from our
 * API or the Page/Instagram inbox) and they become fromMe messages. Each attachment is its own message; they share
 * the mid, so the second and later ones get `<mid>#<n>` to stay unique and stable across retries.
 */
function messageEvents(ctx: Context, message: JsonRecord): ChannelEvent[] {
  const mid = stringAt(message, 'mid');
  if (!mid) return [];
  const fromMe = message.is_echo === true;
  const ref = (messageId: string): MessageRef => ({ chatId: ctx.userId, messageId, fromMe });
  // Instagram reports an unsent message as the same mid with is_deleted.
  if (message.is_deleted === true) return [{ type: 'deleted', ref: ref(mid) }];
  const text = stringAt(message, 'text') ?? '';
  const quotedId = stringAt(recordAt(message, 'reply_to'), 'mid');
  const common = { ...base(ctx, fromMe), quotedId };
  const attachments = recordsAt(message, 'attachments');
  if (attachments.length === 0) {
    const kind =
      message.is_unsupported === true ? 'unsupported' : recordAt(message, 'quick_reply') ? 'button_reply' : 'text';
    return [{ type: 'message', message: { ...common, ref: ref(mid), kind, body: text } }];
  }
  return attachments.map((attachment, index): ChannelEvent => {
    const content = attachmentContent(attachment, ctx.fetchFile);
    const body = index === 0 && text ? [text, content.body].filter(Boolean).join('\n') : content.body;
    const messageId = index === 0 ? mid : `${mid}#${index}`;
    return { type: 'message', message: { ...common, ...content, body, ref: ref(messageId) } };
  });
}

/** Reactions have no mid of their own; the id is built from what identifies this reaction so retries dedupe. */
function reactionEvent(ctx: Context, reaction: JsonRecord): ChannelEvent[] {
  const targetId = stringAt(reaction, 'mid');
  if (!targetId) return [];
  const removed = stringAt(reaction, 'action') === 'unreact';
  const emoji = removed ? '' : (stringAt(reaction, 'emoji') ?? stringAt(reaction, 'reaction') ?? '');
  const messageId = `reaction:${targetId}:${ctx.userId}:${ctx.at.getTime()}`;
  const ref = { chatId: ctx.userId, messageId, fromMe: false };
  const message: InboundMessage = {
    ...base(ctx, false),
    ref,
    kind: 'reaction',
    body: emoji,
    reaction: { targetId, emoji },
  };
  return [{ type: 'message', message }];
}

/**
 * Receipts for messages the business sent. Deliveries list `mids` only sometimes and reads on Messenger carry only
 * a `watermark` (everything before this time); with no message ids there is no `MessageRef` to ack, so
 * watermark-only receipts produce no event. Instagram reads name the `mid`.
 */
function receiptEvents(ctx: Context): ChannelEvent[] {
  const ref = (messageId: string): MessageRef => ({ chatId: ctx.userId, messageId, fromMe: true });
  const delivery = recordAt(ctx.item, 'delivery');
  const events: ChannelEvent[] = stringsAt(delivery, 'mids').map((mid) => ({
    type: 'ack',
    ref: ref(mid),
    ack: 'delivered',
  }));
  const readMid = stringAt(recordAt(ctx.item, 'read'), 'mid');
  if (readMid) events.push({ type: 'ack', ref: ref(readMid), ack: 'read' });
  return events;
}

function itemEvents(ctx: Context): ChannelEvent[] {
  const { item } = ctx;
  const message = recordAt(item, 'message');
  if (message) return messageEvents(ctx, message);
  const reaction = recordAt(item, 'reaction');
  if (reaction) return reactionEvent(ctx, reaction);
  const edit = recordAt(item, 'message_edit');
  const editedId = stringAt(edit, 'mid');
  if (editedId) {
    const ref = { chatId: ctx.userId, messageId: editedId, fromMe: false };
    return [{ type: 'edited', ref, body: stringAt(edit, 'text') ?? '', at: ctx.at }];
  }
  const postback = recordAt(item, 'postback');
  if (postback) {
    // A tapped button of a template we sent: the attendant sees its title as the customer's answer.
    const messageId = stringAt(postback, 'mid') ?? `postback:${ctx.userId}:${ctx.at.getTime()}`;
    const ref = { chatId: ctx.userId, messageId, fromMe: false };
    const body = stringAt(postback, 'title') ?? '';
    return [{ type: 'message', message: { ...base(ctx, false), ref, kind: 'button_reply', body } }];
  }
  return receiptEvents(ctx);
}

/**
 * A Messenger (`object: "page"`) or Instagram (`object: "instagram"`) webhook body → events per Page / IG account,
 * from `entry[].messaging[]`. Comment and mention changes (`entry[].changes[]`) are not conversations and are skipped.
 */
export function parseMessengerWebhook(body: unknown, fetchFile: PublicFileFetcher): AccountEvents[] {
  const out = new EventsByAccount();
  if (!messengerKindOf(body)) return [];
  for (const entry of recordsAt(body, 'entry')) {
    const accountId = stringAt(entry, 'id');
    if (!accountId) continue;
    for (const item of recordsAt(entry, 'messaging')) {
      const senderId = stringAt(recordAt(item, 'sender'), 'id');
      const recipientId = stringAt(recordAt(item, 'recipient'), 'id');
      // Echoes go from the business to the customer; everything else comes from the customer.
      const userId = recordAt(item, 'message')?.is_echo === true ? recipientId : senderId;
      if (!userId || userId === accountId) continue;
      const at = dateFromUnix(numberAt(item, 'timestamp'), 'milliseconds') ?? new Date();
      out.add(accountId, ...itemEvents({ accountId, userId, at, item, fetchFile }));
    }
  }
  return out.list();
}
