import type { ErrorBody } from '@guiche/shared';
import { API_PREFIX } from '../../api/http';
import { ApiError } from '../../api/ApiError';

export interface TestSendInput {
  token: string;
  number: string;
  body: string;
  file: File | null;
  /** Sent as the Idempotency-Key header when not blank: a second try with the same key shows the stored answer. */
  idempotencyKey: string;
}

/** What the API answered, shown as is: the status, whether it was a replay, and the JSON body. */
export interface TestSendAnswer {
  status: number;
  replayed: boolean;
  body: unknown;
}

/**
 * A test send exactly as another system makes it: the connection's token as bearer, not the user's session, so it
 * goes around the app's API client on purpose.
 */
export async function testSend({ token, number, body, file, idempotencyKey }: TestSendInput): Promise<TestSendAnswer> {
  const headers: Record<string, string> = { authorization: `Bearer ${token}` };
  if (idempotencyKey.trim()) headers['idempotency-key'] = idempotencyKey.trim();
  let payload: BodyInit;
  if (file) {
    const form = new FormData();
    form.append('number', number);
    form.append('body', body);
    form.append('medias', file);
    payload = form;
  } else {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify({ number, body });
  }
  const response = await fetch(`${API_PREFIX}/messages/send`, { method: 'POST', headers, body: payload });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = text ? (JSON.parse(text) as unknown) : null;
  } catch {
    // A proxy's HTML or plain text: shown as it came.
  }
  return { status: response.status, replayed: response.headers.get('idempotent-replayed') === 'true', body: parsed };
}

/** The refusal as the app's error handler reads it, or undefined for a 2xx. */
export function refusalOf({ status, body }: TestSendAnswer): ApiError | undefined {
  if (status < 300) return undefined;
  const isErrorBody = typeof body === 'object' && body !== null && 'error' in body && typeof body.error === 'string';
  return new ApiError(status, isErrorBody ? (body as ErrorBody) : null);
}
