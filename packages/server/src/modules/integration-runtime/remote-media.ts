import type { TenantStorage } from '../../storage/tenant-storage.js';
import { extensionForMime, parseStorageKey } from '../../storage/tenant-storage.js';
import { IntegrationFailure, PROVIDER_TIMEOUT_MS } from './http-call.js';

/** A bot's picture or file is at most this large (what WhatsApp takes for media). */
const REMOTE_MEDIA_MAX_BYTES = 16 * 1024 * 1024;

/**
 * A file a bot names by URL (a Typebot image, a webhook's mediaUrl), copied into the company's storage so that it
 * travels like any other outbound file. A storage key of the company's own passes as it is.
 */
export async function storeRemoteMedia(storage: TenantStorage, companyId: number, url: string): Promise<string> {
  const key = parseStorageKey(url);
  if (key) {
    if (key.companyId !== companyId) throw new IntegrationFailure('a file of another company');
    return url;
  }
  if (!/^https?:\/\//i.test(url)) throw new IntegrationFailure('a media URL that is not http(s)');
  let response: Response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS), redirect: 'follow' });
  } catch {
    throw new IntegrationFailure(`media unreachable: ${new URL(url).host}`);
  }
  if (!response.ok) throw new IntegrationFailure(`media HTTP ${response.status}`);
  const declared = Number(response.headers.get('content-length') ?? 0);
  if (declared > REMOTE_MEDIA_MAX_BYTES) throw new IntegrationFailure('media too large');
  const content = Buffer.from(await response.arrayBuffer());
  if (content.length > REMOTE_MEDIA_MAX_BYTES) throw new IntegrationFailure('media too large');
  const mime = (response.headers.get('content-type') ?? 'application/octet-stream').split(';')[0]?.trim() ?? 'application/octet-stream';
  return storage.save(companyId, 'messages', extensionForMime(mime), content);
}
