import type { EgressGuard } from '../../net/egress-guard.js';
import type { TenantStorage } from '../../storage/tenant-storage.js';
import { extensionForMime, parseStorageKey } from '../../storage/tenant-storage.js';
import { callFailure, IntegrationFailure, PROVIDER_TIMEOUT_MS } from './http-call.js';

/** A bot's picture or file is at most this large (what WhatsApp takes for media). */
export const REMOTE_MEDIA_MAX_BYTES = 16 * 1024 * 1024;

/**
 * A file a bot names by URL (a Typebot image, a webhook's mediaUrl), copied into the company's storage so that it
 * travels like any other outbound file. A storage key of the company's own passes as it is. The download goes
 * through the egress guard (redirects included) and is counted as it arrives: it stops the moment it passes the
 * limit, whatever Content-Length claimed, so a server that lies or streams forever costs at most the limit.
 */
export async function storeRemoteMedia(
  egress: EgressGuard,
  storage: TenantStorage,
  companyId: number,
  url: string,
  maxBytes = REMOTE_MEDIA_MAX_BYTES,
): Promise<string> {
  const key = parseStorageKey(url);
  if (key) {
    if (key.companyId !== companyId) throw new IntegrationFailure('a file of another company');
    return url;
  }
  if (!/^https?:\/\//i.test(url)) throw new IntegrationFailure('a media URL that is not http(s)');
  const abort = new AbortController();
  const signal = AbortSignal.any([abort.signal, AbortSignal.timeout(PROVIDER_TIMEOUT_MS)]);
  let response: Response;
  try {
    response = await egress.fetch(url, { signal, redirect: 'follow' });
  } catch (error) {
    throw callFailure(error, url, 'media ');
  }
  try {
    if (!response.ok) throw new IntegrationFailure(`media HTTP ${response.status}`);
    const declared = Number(response.headers.get('content-length') ?? 0);
    if (declared > maxBytes) throw new IntegrationFailure('media too large');
    const content = await readBounded(response, maxBytes);
    const mime =
      (response.headers.get('content-type') ?? 'application/octet-stream').split(';')[0]?.trim() ||
      'application/octet-stream';
    return await storage.save(companyId, 'messages', extensionForMime(mime), content);
  } finally {
    // Whatever stopped the download (too large, a bad status, done), the connection goes now.
    abort.abort();
  }
}

/** The body, read chunk by chunk with a running count; IntegrationFailure once it passes `maxBytes`. */
export async function readBounded(response: Response, maxBytes: number, what = 'media'): Promise<Buffer> {
  if (!response.body) return Buffer.alloc(0);
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      received += value.byteLength;
      if (received > maxBytes) {
        await reader.cancel();
        throw new IntegrationFailure(`${what} too large`);
      }
      chunks.push(value);
    }
  } catch (error) {
    if (error instanceof IntegrationFailure) throw error;
    throw new IntegrationFailure(
      error instanceof Error && error.name === 'TimeoutError' ? `${what} timeout` : `${what} download interrupted`,
    );
  }
  return Buffer.concat(chunks, received);
}
