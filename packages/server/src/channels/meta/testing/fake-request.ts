import type { IncomingMessage } from 'node:http';

/** A request as the fake's handlers see it; also what tests inspect in `FakeGraphServer.requests`. */
export interface FakeRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Record<string, string | undefined>;
  /** Bearer token from `Authorization`, if any. */
  bearer: string | undefined;
  /** Parsed JSON body (application/json). */
  json: unknown;
  /** Parsed multipart body; files are `File` objects. */
  form: FormData | undefined;
}

async function readBody(message: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of message) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Reads and decodes a Node request; an unparsable body is left empty for the handler to refuse. */
export async function toFakeRequest(message: IncomingMessage, baseUrl: string): Promise<FakeRequest> {
  const url = new URL(message.url ?? '/', baseUrl);
  const raw = await readBody(message);
  const contentType = message.headers['content-type'] ?? '';
  const headers: Record<string, string | undefined> = {};
  for (const [key, value] of Object.entries(message.headers)) headers[key] = Array.isArray(value) ? value[0] : value;
  const auth = headers.authorization;
  const request: FakeRequest = {
    method: message.method ?? 'GET',
    path: url.pathname,
    query: url.searchParams,
    headers,
    bearer: auth?.startsWith('Bearer ') ? auth.slice('Bearer '.length) : undefined,
    json: undefined,
    form: undefined,
  };
  try {
    if (contentType.startsWith('application/json')) request.json = JSON.parse(raw.toString('utf8'));
    // The WHATWG Response parser decodes multipart bodies, so the fake needs no multipart dependency.
    if (contentType.startsWith('multipart/form-data')) {
      request.form = await new Response(raw, { headers: { 'content-type': contentType } }).formData();
    }
  } catch {
    // Left undefined: handlers answer "(#100) Invalid parameter".
  }
  return request;
}
