import type { TicketView } from '@guiche/shared';

/**
 * The voice-call popup (spec 1 §2): the connection's wavoip token and the contact's number open a call page. A number
 * partly hidden by lgpdHideNumber is no number to call, so it counts as missing. Null when either is missing.
 */
export function voiceCallUrl(ticket: Pick<TicketView, 'whatsapp' | 'contact'>): string | null {
  const token = ticket.whatsapp?.wavoip?.trim();
  const number = ticket.contact.number ?? '';
  const phone = /^[\d\s()+-]+$/.test(number) ? number.replace(/\D/g, '') : '';
  if (!token || !phone) return null;
  const params = new URLSearchParams({
    token,
    phone,
    name: ticket.contact.name,
    start_if_ready: 'true',
    close_after_call: 'true',
  });
  return `https://app.wavoip.com/call?${params.toString()}`;
}

export const VOICE_CALL_POPUP = 'toolbar=no,scrollbars=no,resizable=no,width=500,height=700';
