import { isDatabaseUnavailable } from '../../db/connection-errors.js';
import type { ChannelEvent, WebhookRequest, WebhookResponse } from '../types.js';
import { parseMessengerWebhook, messengerKindOf } from '../messenger/parse-webhook.js';
import { CloudMedia } from '../whatsappapi/cloud-media.js';
import { parseCloudApiWebhook } from '../whatsappapi/parse-webhook.js';
import type { AccountEvents } from './account-events.js';
import { GraphClient, fetchFile, type GraphSettings } from './graph-client.js';
import { answerHandshake, matchSignature } from './signature.js';

/** `whatsapp`: Cloud API (`whatsapp_business_account`); `meta`: Messenger (`page`) and Instagram (`instagram`). */
export type MetaWebhookEndpoint = 'whatsapp' | 'meta';
export type MetaChannelKind = 'whatsappapi' | 'facebook' | 'instagram';

/** A Meta app whose webhook points here. `key` is opaque to this module (an app id, a tenant app row id…). */
export interface MetaApp {
  key: string;
  appSecret: string;
  verifyToken: string;
}

/** A connection found for a webhook account, and the token its media downloads need. */
export interface ResolvedAccount<TRef> {
  ref: TRef;
  accessToken: string;
}

export interface WebhookLog {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

/** Everything the webhook needs from the rest of the server, injected so this module imports none of it. */
export interface MetaWebhookDeps<TRef> {
  /** Apps accepted on an endpoint: usually one; several when tenants bring their own Meta apps. */
  apps(endpoint: MetaWebhookEndpoint): Promise<readonly MetaApp[]>;
  /**
   * The connection for a channel account, or undefined when unknown. `appKey` names the app whose secret signed
   * the delivery: answer undefined unless the account is configured under that app, or one tenant's app could
   * post events for another tenant's number.
   */
  resolve(kind: MetaChannelKind, accountId: string, appKey: string): Promise<ResolvedAccount<TRef> | undefined>;
  /** Takes one account's events in order. Must only record/enqueue them: Meta waits for the answer. */
  sink(ref: TRef, events: ChannelEvent[]): Promise<void>;
  graph?: GraphSettings | undefined;
}

export interface MetaWebhookResponse extends WebhookResponse {
  contentType: 'application/json' | 'text/plain';
}

function json(status: number, body: object): MetaWebhookResponse {
  return { status, body: JSON.stringify(body), contentType: 'application/json' };
}

/**
 * Parses a verified body for its endpoint. Cloud API media is fetched later, when the core calls `download()`; by
 * then the account is resolved and its token is in `accessTokens`. Messenger media URLs are public.
 */
function parseDelivery(
  endpoint: MetaWebhookEndpoint,
  body: unknown,
  settings: GraphSettings,
  accessTokens: ReadonlyMap<string, string>,
): { kind: MetaChannelKind | undefined; batches: AccountEvents[] } {
  if (endpoint === 'whatsapp') {
    const batches = parseCloudApiWebhook(body, (phoneNumberId) => {
      const client = new GraphClient({ ...settings, accessToken: accessTokens.get(phoneNumberId) ?? '' });
      return new CloudMedia(client, phoneNumberId);
    });
    return { kind: 'whatsappapi', batches };
  }
  const fetchPublic = async (url: string) => (await fetchFile(url, settings)).data;
  return { kind: messengerKindOf(body), batches: parseMessengerWebhook(body, fetchPublic) };
}

/**
 * One webhook call, framework-free. POST: signature over the raw bytes first (401 before any parsing), then parse,
 * resolve each account and hand its events to the sink. The 200 goes out only after the sink took the events: a
 * 200 is Meta's signal to drop the delivery, and on failure (500) Meta retries, which the core dedupes by message id.
 * Unknown accounts are logged and still answered 200, so Meta stops retrying what no one will ever accept.
 */
export async function handleMetaWebhook<TRef>(
  endpoint: MetaWebhookEndpoint,
  request: WebhookRequest,
  deps: MetaWebhookDeps<TRef>,
  log: WebhookLog,
): Promise<MetaWebhookResponse> {
  const apps = await deps.apps(endpoint);
  if (request.method === 'GET') {
    return {
      ...answerHandshake(
        request.query,
        apps.map((app) => app.verifyToken),
      ),
      contentType: 'text/plain',
    };
  }
  const app = matchSignature(request.rawBody, request.headers['x-hub-signature-256'], apps);
  if (!app) return json(401, { error: 'ERR_NO_PERMISSION' });
  let body: unknown;
  try {
    body = JSON.parse(request.rawBody.toString('utf8'));
  } catch {
    return json(400, { error: 'ERR_VALIDATION', message: 'webhook body is not JSON' });
  }

  const accessTokens = new Map<string, string>();
  const { kind, batches } = parseDelivery(endpoint, body, deps.graph ?? {}, accessTokens);
  if (!kind || batches.length === 0) return json(200, { received: true });

  try {
    for (const { accountId, events } of batches) {
      const account = await deps.resolve(kind, accountId, app.key);
      if (!account) {
        log.warn({ kind, accountId, events: events.length }, 'Meta webhook for an unknown account ignored');
        continue;
      }
      accessTokens.set(accountId, account.accessToken);
      await deps.sink(account.ref, events);
    }
  } catch (error) {
    if (isDatabaseUnavailable(error)) {
      log.warn({ err: error, kind }, 'Meta webhook not processed (database unavailable); Meta will retry');
      return json(503, { error: 'ERR_SERVICE_UNAVAILABLE' });
    }
    log.error({ err: error, kind }, 'Meta webhook not processed; Meta will retry');
    return json(500, { error: 'ERR_INTERNAL' });
  }
  return json(200, { received: true });
}
