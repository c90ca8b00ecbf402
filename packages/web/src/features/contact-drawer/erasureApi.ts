import { contactErasureViewSchema, type ContactErasureView } from '@guiche/shared';
import { api } from '../../api/client';

/** A contact's erasure (issue 40): POST /contacts/{id}/erase and GET /contacts/{id}/erasure. */
export const erasureKeys = {
  latest: (contactId: number) => ['contacts', 'erasure', contactId] as const,
};

export function eraseContact(contactId: number, confirm: string): Promise<ContactErasureView> {
  return api.post(`/contacts/${contactId}/erase`, { confirm }, contactErasureViewSchema);
}

export function fetchErasure(contactId: number): Promise<ContactErasureView> {
  return api.get(`/contacts/${contactId}/erasure`, contactErasureViewSchema);
}
