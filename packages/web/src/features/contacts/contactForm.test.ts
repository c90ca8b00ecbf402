import { describe, expect, it } from 'vitest';
import type { ContactView, PhoneRegion } from '@guiche/shared';
import { validationMessage } from '../../i18n/validationMessage';
import {
  contactModalSchema,
  createPayload,
  formValuesOf,
  isContactFormField,
  isMaskedNumber,
  updatePayload,
  type ContactFormValues,
} from './contactForm';

const filled: ContactFormValues = { name: 'Maria Souza', number: '5511987654321', email: '', extraInfo: [] };

/** The text each field shows (the first issue, through the translations), as the modal renders it. */
function shown(
  values: ContactFormValues,
  region: PhoneRegion = 'BR',
  contact: ContactView | null = null,
): Record<string, string | undefined> {
  const result = contactModalSchema(region, contact).safeParse(values);
  const first: Record<string, string | undefined> = {};
  for (const issue of result.success ? [] : result.error.issues)
    first[issue.path.join('.')] ??= validationMessage(issue.message);
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
  it('shows the spec’s rules in Portuguese: name 2–50, a valid number, email valid', () => {
    expect(shown({ ...filled, name: '', number: '' })).toEqual({ name: 'Obrigatório', number: 'Obrigatório' });
    expect(shown({ ...filled, name: 'M', number: '12345678', email: 'maria@' })).toEqual({
      name: 'Muito curto!',
      number: 'Número inválido',
      email: 'Email inválido',
    });
    expect(shown({ ...filled, name: 'x'.repeat(51), number: '1'.repeat(51) })).toEqual({
      name: 'Muito longo!',
      number: 'Muito longo!',
    });
    expect(shown({ ...filled, extraInfo: [{ name: '', value: 'x' }] })).toEqual({ 'extraInfo.0.name': 'Obrigatório' });
  });

  it('accepts the bounds, numbers as people type them in their region, and an empty email', () => {
    expect(shown({ ...filled, name: 'Mo', number: '(11) 98765-4321' })).toEqual({});
    expect(shown({ ...filled, name: 'x'.repeat(50), number: '+1 212 555 1234', email: 'maria@empresa.com' })).toEqual(
      {},
    );
    expect(shown({ ...filled, number: '81 1234 5678' }, 'MX')).toEqual({});
  });

  it('takes the contact’s own number back as the form showed it, a group’s id too', () => {
    const group = { ...contact, number: '120363000000000077', isGroup: true };
    expect(shown(formValuesOf(group, 'BR'), 'BR', group)).toEqual({});
    expect(shown({ ...formValuesOf(group, 'BR'), number: '120363000000000078' }, 'BR', group)).toEqual({
      number: 'Número inválido',
    });
  });

  it('starts a new contact from what the new-ticket dialog typed, and an edit from the contact', () => {
    expect(formValuesOf(null, 'BR', { name: 'Jo' })).toEqual({ name: 'Jo', number: '', email: '', extraInfo: [] });
    expect(formValuesOf({ ...contact, number: '5511987654321' }, 'BR').number).toBe('(11) 98765-4321');
    expect(formValuesOf({ ...contact, number: '5511987654321' }, 'MX').number).toBe('+55 11 98765 4321');
    expect(formValuesOf(contact, 'BR', { name: 'ignored' })).toEqual({
      name: 'Maria Souza',
      number: '55119••••4321',
      email: 'maria@empresa.com',
      extraInfo: [{ id: 3, name: 'CPF', value: '123' }],
    });
  });

  it('never sends back a number left as shown (a mask, a stored one), but does send one the viewer replaced', () => {
    expect(isMaskedNumber(contact.number)).toBe(true);
    expect(isMaskedNumber('5511987654321')).toBe(false);
    const kept = contactModalSchema('BR', contact).parse(formValuesOf(contact, 'BR'));
    expect(updatePayload(kept, contact, 'BR')).not.toHaveProperty('number');
    expect(updatePayload({ ...kept, number: '(11) 90000-1111' }, contact, 'BR')).toMatchObject({
      number: '+5511900001111',
    });
    const unmasked = { ...contact, number: '5511987654321' };
    expect(
      updatePayload(contactModalSchema('BR', unmasked).parse(formValuesOf(unmasked, 'BR')), unmasked, 'BR'),
    ).not.toHaveProperty('number');
  });

  it('creates with every field, the number with its + as read in the region, an absent email as empty', () => {
    expect(createPayload({ name: 'Maria', number: '(11) 98765-4321' }, 'BR')).toEqual({
      name: 'Maria',
      number: '+5511987654321',
      email: '',
      extraInfo: [],
    });
    expect(createPayload({ name: 'María', number: '81 1234 5678' }, 'MX')).toMatchObject({ number: '+528112345678' });
  });

  it('knows which server issue paths are fields of the form', () => {
    expect(['name', 'number', 'email', 'extraInfo.2.value'].every(isContactFormField)).toBe(true);
    expect(['companyId', 'extraInfo', 'extraInfo.x.name', 'tags'].some(isContactFormField)).toBe(false);
  });
});
