/** Graph API answers the fake server gives, in Meta's envelope. */
export interface FakeAnswer {
  status: number;
  /** JSON value, or a Buffer sent as is with `contentType`. */
  body: unknown;
  contentType?: string;
}

let trace = 0;

export function graphError(
  status: number,
  code: number,
  message: string,
  extra: Record<string, unknown> = {},
): FakeAnswer {
  trace += 1;
  return {
    status,
    body: { error: { message, type: 'OAuthException', code, ...extra, fbtrace_id: `FakeTrace${trace}` } },
  };
}

export const invalidToken = (): FakeAnswer =>
  graphError(401, 190, 'Invalid OAuth access token - Cannot parse access token');

export const invalidParameter = (detail: string): FakeAnswer =>
  graphError(400, 100, `(#100) Invalid parameter: ${detail}`);

/** Cloud API free-form send outside the customer service window. */
export const reengagementRequired = (): FakeAnswer =>
  graphError(400, 131047, '(#131047) Re-engagement message', {
    error_data: {
      messaging_product: 'whatsapp',
      details:
        'Message failed to send because more than 24 hours have passed since the customer last replied to this number.',
    },
  });

/** Messenger / Instagram send outside the standard messaging window. */
export const outsideAllowedWindow = (): FakeAnswer =>
  graphError(400, 10, '(#10) This message is sent outside of allowed window.', { error_subcode: 2018278 });

export const noMatchingUser = (): FakeAnswer =>
  graphError(400, 100, '(#100) No matching user found', { error_subcode: 2018001 });
