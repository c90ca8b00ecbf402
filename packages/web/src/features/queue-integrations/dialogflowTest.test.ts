import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/ApiError';
import { dialogflowTestFailure } from './dialogflowTest';

describe('dialogflowTestFailure', () => {
  it('reads the cause Google’s refusal pointed at, with the server’s detail', () => {
    const error = new ApiError(400, {
      error: 'ERR_VALIDATION',
      message: 'Google refused the service account: Invalid JWT Signature.',
      issues: [{ path: 'jsonContent', message: 'validation.dialogflowAuthRefused' }],
    });
    expect(dialogflowTestFailure(error)).toEqual({
      kind: 'cause',
      messageKey: 'validation.dialogflowAuthRefused',
      detail: 'Google refused the service account: Invalid JWT Signature.',
    });
  });

  it('leaves fields the form left invalid to the fields, and anything else to the error handler', () => {
    const required = new ApiError(400, {
      error: 'ERR_VALIDATION',
      issues: [{ path: 'jsonContent', message: 'validation.required' }],
    });
    expect(dialogflowTestFailure(required)).toEqual({
      kind: 'fields',
      issues: [{ path: 'jsonContent', message: 'validation.required' }],
    });
    expect(dialogflowTestFailure(new ApiError(403, { error: 'ERR_NO_PERMISSION' }))).toEqual({ kind: 'other' });
    expect(dialogflowTestFailure(new TypeError('Failed to fetch'))).toEqual({ kind: 'other' });
  });
});
