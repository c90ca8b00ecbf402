import { describe, expect, it } from 'vitest';
import type { ContactView } from '@guiche/shared';
import { newContactValues, newTicketInput } from './newTicketForm';

const contact = { id: 9, name: 'Maria' } as ContactView;
const user = { id: 3, profile: 'user' as const, super: false };
const admin = { ...user, profile: 'admin' as const };

describe('new ticket dialog', () => {
  it('opens the ticket for the viewer with the chosen contact, queue and connection', () => {
    expect(newTicketInput({ contact, queueId: 2, whatsappId: 7 }, user)).toEqual({
      ok: true,
      input: { contactId: 9, queueId: 2, whatsappId: 7, userId: 3, status: 'open' },
      errors: { contact: false, queue: false },
    });
  });

  it('requires a queue unless the viewer is an admin', () => {
    expect(newTicketInput({ contact, queueId: null, whatsappId: null }, user)).toEqual({
      ok: false,
      errors: { contact: false, queue: true },
    });
    expect(newTicketInput({ contact, queueId: null, whatsappId: null }, admin)).toMatchObject({
      ok: true,
      input: { contactId: 9, queueId: null },
    });
  });

  it('requires a contact', () => {
    expect(newTicketInput({ contact: null, queueId: 2, whatsappId: null }, user)).toEqual({
      ok: false,
      errors: { contact: true, queue: false },
    });
  });

  it('puts a typed number in the number field of the new contact and anything else in the name', () => {
    expect(newContactValues(' João Silva ')).toEqual({ name: 'João Silva' });
    expect(newContactValues('+55 (11) 91234-5678')).toEqual({ number: '5511912345678' });
    expect(newContactValues('Loja 22')).toEqual({ name: 'Loja 22' });
  });
});
