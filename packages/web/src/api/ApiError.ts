import type { ErrorBody } from '@guiche/shared';

/** A non-2xx answer. `body` is the parsed JSON error body, the raw text, or null when empty. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: ErrorBody | string | null,
  ) {
    super(typeof body === 'object' && body !== null ? body.error : `HTTP ${status}`);
    this.name = 'ApiError';
  }

  /** The catalogue code of the answer (`{ error: CODE }`), if the body carries one. */
  get code(): string | undefined {
    return typeof this.body === 'object' && this.body !== null ? this.body.error : undefined;
  }

  /** The company's due date, carried by ERR_SUBSCRIPTION_EXPIRED. */
  get dueDate(): string | undefined {
    return typeof this.body === 'object' && this.body !== null ? this.body.dueDate : undefined;
  }
}

/** A 2xx answer whose body does not match the shared schema: a contract drift between server and web. */
export class ContractError extends Error {
  constructor(
    readonly path: string,
    readonly detail: unknown,
  ) {
    super(`Unexpected answer from ${path}`);
    this.name = 'ContractError';
  }
}
