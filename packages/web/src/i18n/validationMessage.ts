import { base } from './locales/pt-BR/base';
import { i18n } from '.';

type ValidationKey = keyof typeof base.validation;

function isValidationKey(key: string): key is ValidationKey {
  return Object.hasOwn(base.validation, key);
}

/**
 * Shared zod schemas carry `validation.*` keys as messages (shared/schemas/auth.ts), and a form's own schema may
 * carry one of its own keys (`tags.dialog.required`): show their text in the interface language. Anything else is
 * zod's built-in English ("Too small: expected …"), never shown as is: it reads as a generic "invalid value".
 */
export function validationMessage(message: string | undefined): string | undefined {
  if (message === undefined) return undefined;
  const key = message.replace(/^validation\./, '');
  if (isValidationKey(key)) return i18n.t(`validation.${key}`);
  // A key of the catalogue chosen at run time: the typed t() knows only literal keys.
  if (i18n.exists(message)) return String(i18n.t(message as never));
  return i18n.t('validation.invalidValue');
}
