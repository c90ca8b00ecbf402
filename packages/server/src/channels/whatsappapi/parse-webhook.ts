import type { AckState, ChannelEvent, MessageRef } from '../types.js';
import { EventsByAccount, type AccountEvents } from '../meta/account-events.js';
import { toChannelError } from '../meta/graph-errors.js';
import { isRecord, numberAt, recordAt, recordsAt, stringAt, type JsonRecord } from '../meta/json-read.js';
import type { CloudMediaSource } from './cloud-media.js';
import { parseCloudMessage } from './parse-message.js';

const CLOUD_API_OBJECT = 'whatsapp_business_account';

/** Gives the media source of a business number; called only when an event's `download()` runs. */
export type CloudMediaResolver = (phoneNumberId: string) => CloudMediaSource;

const ACK_STATUSES: Record<string, AckState> = { sent: 'sent', delivered: 'delivered', read: 'read', played: 'played' };

/**
 * One `statuses[]` entry. Each status maps on its own: `read` without a prior `delivered` is normal (Meta skips
 * `delivered` when both happen together) and deliveries arrive out of order; keeping acks monotonic is the core's
 * job, so nothing here compares with earlier states.
 */
function statusEvent(status: JsonRecord): ChannelEvent | undefined {
  const messageId = stringAt(status, 'id');
  // BSUID-only recipients may come without recipient_id.
  const chatId = stringAt(status, 'recipient_id') ?? stringAt(status, 'recipient_user_id');
  if (!messageId || !chatId) return undefined;
  const ref: MessageRef = {
    chatId,
    messageId,
    fromMe: true,
    participant: stringAt(status, 'recipient_participant_id'),
  };
  const state = stringAt(status, 'status') ?? '';
  const ack = ACK_STATUSES[state];
  if (ack) return { type: 'ack', ref, ack };
  if (state !== 'failed') return undefined;
  const [error] = recordsAt(status, 'errors');
  const mapped = toChannelError(400, {
    code: numberAt(error, 'code'),
    message: stringAt(error, 'message') ?? stringAt(error, 'title'),
    error_data: stringAt(recordAt(error, 'error_data'), 'details'),
  });
  return { type: 'failed', ref, error: { code: mapped.code, detail: mapped.message } };
}

/** One `changes[].value` of the `messages` field: inbound messages, then statuses, each in payload order. */
function valueEvents(value: JsonRecord, media: () => CloudMediaSource): ChannelEvent[] {
  const contacts = recordsAt(value, 'contacts');
  const events: ChannelEvent[] = [];
  for (const message of recordsAt(value, 'messages')) {
    const parsed = parseCloudMessage(message, contacts, media);
    if (parsed) events.push({ type: 'message', message: parsed });
  }
  for (const status of recordsAt(value, 'statuses')) {
    const event = statusEvent(status);
    if (event) events.push(event);
  }
  return events;
}

/**
 * A Cloud API webhook body → events per business phone number. Routing is by `metadata.phone_number_id`, never
 * by the display number. Changes of other fields (template status, account updates, calls, echoes of the
 * WhatsApp Business app) are not channel events and are skipped. Pure apart from the lazy media resolver.
 */
export function parseCloudApiWebhook(body: unknown, media: CloudMediaResolver): AccountEvents[] {
  const out = new EventsByAccount();
  if (!isRecord(body) || body.object !== CLOUD_API_OBJECT) return [];
  for (const entry of recordsAt(body, 'entry')) {
    for (const change of recordsAt(entry, 'changes')) {
      const value = recordAt(change, 'value');
      const phoneNumberId = stringAt(recordAt(value, 'metadata'), 'phone_number_id');
      if (stringAt(change, 'field') !== 'messages' || !value || !phoneNumberId) continue;
      out.add(phoneNumberId, ...valueEvents(value, () => media(phoneNumberId)));
    }
  }
  return out.list();
}
