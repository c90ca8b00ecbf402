import { describe, expect, it } from 'vitest';
import { ptBR } from '../i18n/locales/pt-BR';
import { ApiError, ContractError } from './ApiError';
import { describeError } from './errorHandler';

/** Spec 1 §8: code → its text (toast id = code); unknown code → the code; plain string → itself; else generic. */
describe('describeError', () => {
  it('translates a catalogue code and uses the code as toast id', () => {
    const error = new ApiError(401, { error: 'ERR_INVALID_CREDENTIALS' });
    expect(describeError(error)).toEqual({
      message: ptBR.errors.ERR_INVALID_CREDENTIALS,
      toastId: 'ERR_INVALID_CREDENTIALS',
    });
  });

  it('shows an unknown code as it is', () => {
    expect(describeError(new ApiError(400, { error: 'ERR_SOMETHING_NEW' }))).toEqual({
      message: 'ERR_SOMETHING_NEW',
      toastId: 'ERR_SOMETHING_NEW',
    });
  });

  it('shows a plain-text answer or a thrown string as it is', () => {
    expect(describeError(new ApiError(500, 'Servidor em manutenção')).message).toBe('Servidor em manutenção');
    expect(describeError('Falha ao gravar áudio').message).toBe('Falha ao gravar áudio');
  });

  it('falls back to the generic message', () => {
    for (const error of [
      new TypeError('Failed to fetch'),
      new ApiError(502, null),
      new ContractError('/x', []),
      undefined,
    ]) {
      expect(describeError(error)).toEqual({ message: ptBR.common.errorOccurred, toastId: 'generic-error' });
    }
  });
});
