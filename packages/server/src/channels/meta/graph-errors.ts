import { ChannelError } from '../types.js';

/** The Graph API error envelope: `{"error":{"message","type","code","error_subcode","error_data","fbtrace_id"}}`. */
export interface GraphErrorBody {
  message?: string;
  type?: string;
  code?: number;
  error_subcode?: number;
  error_data?: { details?: string } | string;
  fbtrace_id?: string;
}

/** Cloud API: more than 24 h since the user's last message, so free-form sends are refused. */
const WA_REENGAGEMENT = 131047;
/** Messenger / Instagram permission error whose subcodes mark the closed standard-messaging window. */
const FB_PERMISSION = 10;
const WINDOW_SUBCODES = new Set([2018278, 2534022]);

const INVALID_RECIPIENT_CODES = new Set([
  131026, // Cloud API: message undeliverable (not on WhatsApp, old app, blocked us)
  551, // Messenger: "This person isn't available right now"
]);
/** Messenger (2018001) and Instagram (2534014) "No matching user found", both under code 100. */
const INVALID_RECIPIENT_SUBCODES = new Set([2018001, 2534014]);

/**
 * Graph codes that mean "later may work" even though the HTTP status is a 4xx: temporary failures (1, 2),
 * application/page rate limits (4, 17, 32, 613, 80007) and WhatsApp throughput / pair rate limits (130429, 131056).
 */
const RETRYABLE_CODES = new Set([1, 2, 4, 17, 32, 613, 80007, 130429, 131056]);

/** Subcodes change between Messenger and Instagram; the documented wording is the fallback. */
function isWindowError(subcode: number | undefined, message: string | undefined): boolean {
  return (
    (subcode !== undefined && WINDOW_SUBCODES.has(subcode)) || /outside of (the )?allowed window/i.test(message ?? '')
  );
}

function graphErrorMessage(error: GraphErrorBody): string {
  const details = typeof error.error_data === 'string' ? error.error_data : error.error_data?.details;
  const code = error.code === undefined ? 'unknown' : String(error.code);
  const subcode = error.error_subcode === undefined ? '' : `/${error.error_subcode}`;
  return `Graph error ${code}${subcode}: ${error.message ?? 'no message'}${details ? ` (${details})` : ''}`;
}

/** Maps a Graph error answer to the adapter error the core understands. */
export function toChannelError(httpStatus: number, error: GraphErrorBody | undefined): ChannelError {
  const message = error ? graphErrorMessage(error) : `Graph answered HTTP ${httpStatus}`;
  const code = error?.code;
  const subcode = error?.error_subcode;
  if (code === WA_REENGAGEMENT || (code === FB_PERMISSION && isWindowError(subcode, error?.message))) {
    return new ChannelError('WINDOW_CLOSED', message);
  }
  const invalidCode = code !== undefined && INVALID_RECIPIENT_CODES.has(code);
  if (invalidCode || (subcode !== undefined && INVALID_RECIPIENT_SUBCODES.has(subcode))) {
    return new ChannelError('INVALID_RECIPIENT', message);
  }
  const retryable = httpStatus >= 500 || httpStatus === 429 || (code !== undefined && RETRYABLE_CODES.has(code));
  return new ChannelError('PROVIDER_ERROR', message, retryable);
}

/** A request that never got an answer (connection refused, reset, timed out): trying again may work. */
export function transportError(cause: unknown, what: string): ChannelError {
  const reason = cause instanceof Error ? (cause.name === 'TimeoutError' ? 'timed out' : cause.message) : String(cause);
  // No answer came back, so the call may have been carried out all the same.
  return new ChannelError('PROVIDER_ERROR', `${what}: ${reason}`, true, true);
}

/** Reads `{error:{…}}` out of an answer body, tolerating non-JSON bodies from proxies. */
export function parseGraphError(text: string): GraphErrorBody | undefined {
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === 'object' && 'error' in parsed && parsed.error && typeof parsed.error === 'object') {
      return parsed.error as GraphErrorBody;
    }
  } catch {
    // Not JSON: the caller falls back to the HTTP status.
  }
  return undefined;
}
