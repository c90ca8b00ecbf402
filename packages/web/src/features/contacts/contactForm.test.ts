import { describe, expect, it } from 'vitest';
import type { ContactView } from '@guiche/shared';
import { validationMessage } from '../../i18n/validationMessage';
import { contactModalSchema, createPayload, formValuesOf, isContactFormField, isMaskedNumber, updatePayload, type ContactFormValues } from './contactForm';

const filled: ContactFormValues = { name: 'Maria Souza', number: '5511987654321', email: '', extraInfo: [] };

/** The text each field shows (the first issue, through the translations), as the modal renders it. */
function shown(values: ContactFormValues): Record<string, string | undefined> {
  const result = contactModalSchema.safeParse(values);
  const first: Record<string, string | undefined> = {};
  for (const issue of result.success ? [] : result.error.issues) first[issue.path.join('.')] ??= validationMessage(issue.message);
  return first;
}

const contact: ContactView = {
  id: 7,
  name: 'Maria Souza',
  number: '55119••••4321',
  email: 'maria@empresa.com',
  profilePicUrl: null,
  urlPicture: null,
  active: true,
  disableBot: false,
  acceptAudioMessage: true,
  lgpdAcceptedAt: null,
  channel: 'whatsapp',
  isGroup: false,
  companyId: 1,
  tags: [],
  extraInfo: [{ id: 3, name: 'CPF', value: '123' }],
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
};

describe('contact form (spec 1 §5)', () => {
  it('shows the spec’s rules in Portuguese: name 2–50, number 8–50, email valid', () => {
    expect(shown({ ...filled, name: '' })).toEqual({ name: 'Obrigatório' });
    expect(shown({ ...filled, name: 'M', number: '1234567', email: 'maria@' })).toEqual({
      name: 'Muito curto!',
      number: 'Muito curto!',
      email: 'Email inválido',
    });
    expect(shown({ ...filled, name: 'x'.repeat(51), number: '1'.repeat(51) })).toEqual({ name: 'Muito longo!', number: 'Muito longo!' });
    expect(shown({ ...filled, extraInfo: [{ name: '', value: 'x' }] })).toEqual({ 'extraInfo.0.name': 'Obrigatório' });
  });

  it('accepts the bounds and an empty email', () => {
    expect(shown({ ...filled, name: 'Mo', number: '12345678' })).toEqual({});
    expect(shown({ ...filled, name: 'x'.repeat(50), number: '1'.repeat(50), email: 'maria@empresa.com' })).toEqual({});
  });

  it('starts a new contact from what the new-ticket dialog typed, and an edit from the contact', () => {
    expect(formValuesOf(null, { name: 'Jo' })).toEqual({ name: 'Jo', number: '', email: '', extraInfo: [] });
    expect(formValuesOf(contact, { name: 'ignored' })).toEqual({
      name: 'Maria Souza',
      number: '55119••••4321',
      email: 'maria@empresa.com',
      extraInfo: [{ id: 3, name: 'CPF', value: '123' }],
    });
  });

  it('never sends a masked number back, but does send one the viewer replaced', () => {
    expect(isMaskedNumber(contact.number)).toBe(true);
    expect(isMaskedNumber('5511987654321')).toBe(false);
    const kept = contactModalSchema.parse(formValuesOf(contact));
    expect(updatePayload(kept, contact)).not.toHaveProperty('number');
    expect(updatePayload({ ...kept, number: '5511900001111' }, contact)).toMatchObject({ number: '5511900001111' });
    const unmasked = { ...contact, number: '5511987654321' };
    expect(updatePayload(contactModalSchema.parse(formValuesOf(unmasked)), unmasked)).toMatchObject({ number: '5511987654321' });
  });

  it('creates with every field, an absent email as empty', () => {
    expect(createPayload({ name: 'Maria', number: '5511987654321' })).toEqual({ name: 'Maria', number: '5511987654321', email: '', extraInfo: [] });
  });

  it('knows which server issue paths are fields of the form', () => {
    expect(['name', 'number', 'email', 'extraInfo.2.value'].every(isContactFormField)).toBe(true);
    expect(['companyId', 'extraInfo', 'extraInfo.x.name', 'tags'].some(isContactFormField)).toBe(false);
  });
});
