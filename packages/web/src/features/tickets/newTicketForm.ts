import type { ContactView, CreateTicketInput, SessionUser } from '@guiche/shared';

/** What the new ticket dialog holds. */
export interface NewTicketChoice {
  contact: ContactView | null;
  queueId: number | null;
  whatsappId: number | null;
}

type Validation =
  | { ok: true; input: CreateTicketInput; errors: { contact: false; queue: false } }
  | { ok: false; errors: { contact: boolean; queue: boolean } };

/**
 * The POST /tickets body of the dialog (spec 1 §7: opened for the viewer, status open), or which fields are missing:
 * a contact always, a queue unless the viewer is an admin (spec 1 §5 'Selecione uma fila').
 */
export function newTicketInput(
  choice: NewTicketChoice,
  viewer: Pick<SessionUser, 'id' | 'profile' | 'super'>,
): Validation {
  const queueOptional = viewer.profile === 'admin' || viewer.super;
  const errors = { contact: choice.contact === null, queue: choice.queueId === null && !queueOptional };
  if (!choice.contact || errors.queue) return { ok: false, errors };
  const input: CreateTicketInput = {
    contactId: choice.contact.id,
    queueId: choice.queueId,
    userId: viewer.id,
    status: 'open',
  };
  if (choice.whatsappId !== null) input.whatsappId = choice.whatsappId;
  return { ok: true, input, errors: { contact: false, queue: false } };
}

/** What the contact form starts with when the typed text names no one: a number goes in the number field. */
export function newContactValues(typed: string): { name?: string; number?: string } {
  const text = typed.trim();
  const digits = text.replace(/[\s()+-]/g, '');
  return /^\d{4,}$/.test(digits) ? { number: digits } : { name: text };
}
