import { beforeAll, describe, expect, it } from 'vitest';
import { en } from './locales/en';
import { es } from './locales/es';
import { ptBR } from './locales/pt-BR';
import { tr } from './locales/tr';
import { validationMessage } from './validationMessage';
import { withAllMessages } from '.';

describe('validationMessage', () => {
  // Forms live on screens, which load the screens' messages (withAllMessages) before they show.
  beforeAll(() => withAllMessages(Promise.resolve()));

  // The tests run in the default language, Portuguese.
  it('shows form errors in Portuguese in the Portuguese interface, never the original English texts', () => {
    expect(validationMessage('validation.required')).toBe('Obrigatório');
    expect(validationMessage('validation.tooShort')).toBe('Muito curto!');
    expect(validationMessage('validation.tooLong')).toBe('Muito longo!');
    expect(validationMessage('validation.invalidEmail')).toBe('Email inválido');
  });

  it('translates a form’s own keys, and never shows zod’s built-in English', () => {
    expect(validationMessage('tickets.newTicket.queueRequired')).toBe(ptBR.tickets.newTicket.queueRequired);
    expect(validationMessage('Too small: expected string to have >=1 characters')).toBe('Valor inválido');
    expect(validationMessage('Invalid input')).toBe('Valor inválido');
    expect(validationMessage(undefined)).toBeUndefined();
  });

  it('shows a server refusal set on a field by its catalogue key; its already translated text would read as invalid', () => {
    for (const code of [
      'ERR_QUEUE_COLOR_ALREADY_EXISTS',
      'ERR_QUEUE_NAME_ALREADY_EXISTS',
      'ERR_DUPLICATED_CONTACT',
      'ERR_EMAIL_ALREADY_EXISTS',
      'ERR_WAPP_GREETING_REQUIRED',
    ] as const) {
      expect(validationMessage(`errors.${code}`)).toBe(ptBR.errors[code]);
      expect(validationMessage(ptBR.errors[code])).toBe('Valor inválido');
    }
  });

  it('has every validation text translated: no language but English repeats an English text', () => {
    const english = new Set(Object.values(en.validation));
    for (const messages of [ptBR, es, tr]) {
      expect(Object.entries(messages.validation).filter(([, text]) => english.has(text))).toEqual([]);
    }
  });
});
