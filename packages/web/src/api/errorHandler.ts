import { toast } from 'react-toastify';
import { ERROR_TOAST_MS, isErrorCode } from '@guiche/shared';
import { i18n } from '../i18n';
import { ApiError, ContractError } from './ApiError';

/**
 * The one error handler (spec 1 §8). A catalogue code shows its translation; an unknown code shows as is; a
 * plain string shows as is; anything else shows the generic message. The toast id dedupes repeated failures.
 */
export function describeError(error: unknown): { message: string; toastId: string } {
  const code = error instanceof ApiError ? error.code : undefined;
  if (code !== undefined) {
    return { message: isErrorCode(code) ? i18n.t(`errors.${code}`) : code, toastId: code };
  }
  const text = error instanceof ApiError ? error.body : error;
  if (typeof text === 'string' && text.trim() !== '') return { message: text, toastId: text };
  return { message: i18n.t('common.errorOccurred'), toastId: 'generic-error' };
}

export function handleApiError(error: unknown): void {
  // A contract drift is a bug to fix, not something the user can act on: keep the detail in the console.
  if (error instanceof ContractError) console.error(error.message, error.detail);
  const { message, toastId } = describeError(error);
  toast.error(message, { autoClose: ERROR_TOAST_MS, toastId });
}
