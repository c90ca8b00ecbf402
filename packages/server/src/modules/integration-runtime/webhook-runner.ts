import { z } from 'zod';
import type { EgressGuard } from '../../net/egress-guard.js';
import type { ConnectionRow } from '../connections/connections.repository.js';
import type { ContactRow } from '../contacts/contacts.repository.js';
import type { MessageRow } from '../messages/messages.repository.js';
import type { TicketRow } from '../tickets/tickets.repository.js';
import type { BotOutcome } from './bot-outcome.js';
import { IntegrationFailure, postJson } from './http-call.js';

/** What docs/integrations.md promises n8n and webhook receivers: one POST per contact message. */
export interface WebhookPayload {
  event: 'message';
  company: { id: number };
  connection: { id: number; name: string; channel: string };
  ticket: { id: number; uuid: string; status: string; queueId: number | null };
  contact: { id: number; name: string; number: string | null };
  message: { id: number; body: string; mediaType: string | null; mediaUrl: string | null; createdAt: string };
}

const replySchema = z.union([
  z.string(),
  z.object({ body: z.string().default(''), mediaUrl: z.string().url().optional() }),
]);
const answerSchema = z
  .object({
    messages: z.array(replySchema).max(20).default([]),
    action: z
      .discriminatedUnion('type', [
        z.object({ type: z.literal('handOff') }),
        z.object({ type: z.literal('close') }),
        z.object({
          type: z.literal('transfer'),
          queueId: z.number().int().positive().optional(),
          userId: z.number().int().positive().optional(),
        }),
      ])
      .optional(),
  })
  .or(z.undefined().transform(() => ({ messages: [], action: undefined })));

export function webhookPayload(facts: {
  ticket: TicketRow;
  contact: ContactRow;
  connection: ConnectionRow;
  message: MessageRow;
  mediaUrl: string | null;
}): WebhookPayload {
  const { ticket, contact, connection, message } = facts;
  return {
    event: 'message',
    company: { id: ticket.companyId },
    connection: { id: connection.id, name: connection.name, channel: connection.channel },
    ticket: { id: ticket.id, uuid: ticket.uuid, status: ticket.status, queueId: ticket.queueId },
    contact: { id: contact.id, name: contact.name, number: contact.number },
    message: {
      id: message.id,
      body: message.body,
      mediaType: message.mediaType,
      mediaUrl: facts.mediaUrl,
      createdAt: message.createdAt.toISOString(),
    },
  };
}

/** n8n and webhook integrations: the payload goes to urlN8N; the JSON answer carries messages and an action. */
export async function runWebhook(egress: EgressGuard, url: string, payload: WebhookPayload): Promise<BotOutcome> {
  const parsed = answerSchema.safeParse(await postJson(egress, url, payload));
  if (!parsed.success) throw new IntegrationFailure('the webhook answered an unknown shape');
  return {
    messages: parsed.data.messages
      .map((reply) => (typeof reply === 'string' ? { body: reply } : reply))
      .filter((reply) => reply.body.trim() || reply.mediaUrl),
    action: parsed.data.action,
  };
}
