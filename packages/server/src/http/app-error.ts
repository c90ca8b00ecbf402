import { ERROR_STATUS, type ErrorBody, type ErrorCode } from '@guiche/shared';

/** The one error type services throw: a catalogue code, its HTTP status, and optional extra body fields. */
export class AppError extends Error {
  readonly statusCode: number;

  constructor(
    readonly code: ErrorCode,
    readonly extra: Omit<ErrorBody, 'error'> = {},
    statusCode?: number,
  ) {
    super(code);
    this.name = 'AppError';
    this.statusCode = statusCode ?? ERROR_STATUS[code];
  }

  toBody(): ErrorBody {
    return { error: this.code, ...this.extra };
  }
}
