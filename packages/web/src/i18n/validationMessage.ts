import { ptBR } from './locales/pt-BR';
import { i18n } from '.';

type ValidationKey = keyof typeof ptBR.validation;

function isValidationKey(key: string): key is ValidationKey {
  return Object.hasOwn(ptBR.validation, key);
}

/** Shared zod schemas carry `validation.*` keys as messages (shared/schemas/auth.ts); show their text. */
export function validationMessage(message: string | undefined): string | undefined {
  if (message === undefined) return undefined;
  const key = message.replace(/^validation\./, '');
  return isValidationKey(key) ? i18n.t(`validation.${key}`) : message;
}
