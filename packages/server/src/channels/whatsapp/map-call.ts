import type { WACallEvent } from 'baileys';
import type { InboundMessage } from '../types.js';
import { identityOf } from './jids.js';

/**
 * Incoming calls as call_log messages: only the offer (one per call; ringing, accept and terminate follow it) of a
 * direct chat. The id is the call's, so a redelivered offer is stored once. The core decides the answer
 * (acceptCallWhatsapp); the adapter only reports.
 */
export function mapCalls(calls: readonly WACallEvent[]): InboundMessage[] {
  return calls
    .filter((call) => call.status === 'offer' && !call.isGroup && !call.offline)
    .map((call) => ({
      ref: { chatId: call.chatId, messageId: `CALL-${call.id}`, fromMe: false },
      at: call.date,
      kind: 'call_log',
      sender: identityOf(call.from, call.callerPn),
      body: '',
      live: true,
      raw: call,
    }));
}
