import type { JsonRecord } from '../json-read.js';

/**
 * Builders for webhook bodies in the documented envelopes (channels notes §1.1, §1.10, §2.1), for tests that need
 * variations of the verbatim fixtures (BSUID-only senders, failed statuses, Instagram events…).
 */

/** `{"object":"whatsapp_business_account","entry":[{"changes":[{"value":…,"field":"messages"}]}]}`. */
export function cloudWebhook(phoneNumberId: string, value: JsonRecord): JsonRecord {
  return {
    object: 'whatsapp_business_account',
    entry: [
      {
        id: '102290129340398',
        changes: [
          {
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: '15550783881', phone_number_id: phoneNumberId },
              ...value,
            },
            field: 'messages',
          },
        ],
      },
    ],
  };
}

/** An inbound message from a customer with a phone (`wa_id`) and a profile name. */
export function cloudInbound(phoneNumberId: string, waId: string, name: string, message: JsonRecord): JsonRecord {
  return cloudWebhook(phoneNumberId, {
    contacts: [{ profile: { name }, wa_id: waId }],
    messages: [{ from: waId, timestamp: '1749416383', ...message }],
  });
}

/** A v24+ minimal status (`conversation` and `pricing` omitted), optionally with `errors[]`. */
export function cloudStatus(
  messageId: string,
  status: string,
  recipientId: string,
  extra: JsonRecord = {},
): JsonRecord {
  return { id: messageId, status, timestamp: '1750030073', recipient_id: recipientId, ...extra };
}

/** `object: page | instagram` with `entry[].messaging[]` events. */
export function messengerWebhook(object: 'page' | 'instagram', accountId: string, messaging: JsonRecord[]): JsonRecord {
  return { object, entry: [{ id: accountId, time: 1458692752478, messaging }] };
}
