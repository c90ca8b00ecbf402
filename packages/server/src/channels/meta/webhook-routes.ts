import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { PUBLIC_ROUTE, routeOptions } from '../../http/route-schema.js';
import type { WebhookRequest } from '../types.js';
import { handleMetaWebhook, type MetaWebhookDeps, type MetaWebhookEndpoint } from './webhook-handler.js';

const ROUTES: readonly [string, MetaWebhookEndpoint][] = [
  ['/webhooks/whatsapp', 'whatsapp'],
  ['/webhooks/meta', 'meta'],
];
const route = routeOptions('webhooks');
const CHANNELS: Record<MetaWebhookEndpoint, string> = {
  whatsapp: 'WhatsApp Cloud API',
  meta: 'Facebook Messenger and Instagram',
};

/**
 * Shown, not validated (plain JSON Schema, http/validate.ts): the handler reads the raw request, since the
 * signature covers the exact bytes and the handshake answers Meta's own parameters as Meta expects. Nothing here
 * may refuse a request either, should an app without our validator register these routes (their tests do).
 */
const handshakeQuery = {
  type: 'object',
  properties: {
    'hub.mode': { type: 'string', description: '`subscribe`' },
    'hub.verify_token': { type: 'string' },
    'hub.challenge': { type: 'string' },
  },
};
const eventBody = {
  type: 'object',
  description: 'A Meta webhook event, signed with the app secret in X-Hub-Signature-256.',
};

/** Query strings and headers may repeat a name; Meta never does, so the first value is the one. */
function firstValues(source: Record<string, unknown>): Record<string, string | undefined> {
  const out: Record<string, string | undefined> = {};
  for (const [key, value] of Object.entries(source)) {
    const first: unknown = Array.isArray(value) ? value[0] : value;
    out[key] = typeof first === 'string' ? first : undefined;
  }
  return out;
}

function webhookRequest(request: FastifyRequest): WebhookRequest {
  const body: unknown = request.body;
  return {
    method: request.method === 'GET' ? 'GET' : 'POST',
    query: firstValues((request.query ?? {}) as Record<string, unknown>),
    headers: firstValues(request.headers),
    rawBody: Buffer.isBuffer(body) ? body : Buffer.from(typeof body === 'string' ? body : ''),
  };
}

/**
 * `GET|POST /webhooks/whatsapp` and `/webhooks/meta`. Register without fastify-plugin: the JSON parser below is
 * replaced by a raw-buffer one only inside this plugin's encapsulated scope (the signature needs the exact bytes),
 * and the rest of the app keeps normal JSON parsing.
 */
export function metaWebhookRoutes<TRef>(deps: MetaWebhookDeps<TRef>): FastifyPluginAsync {
  return async (app) => {
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    for (const [path, endpoint] of ROUTES) {
      const handler = async (request: FastifyRequest, reply: FastifyReply) => {
        const answer = await handleMetaWebhook(endpoint, webhookRequest(request), deps, request.log);
        return reply
          .status(answer.status)
          .type(answer.contentType)
          .send(answer.body ?? '');
      };
      // Meta's servers are no browser: the browser security headers would only cost each delivery time.
      app.get(
        path,
        {
          ...route(`${CHANNELS[endpoint]}: the subscription handshake`, {
            querystring: handshakeQuery,
            ...PUBLIC_ROUTE,
          }),
          helmet: false,
        },
        handler,
      );
      app.post(
        path,
        { ...route(`${CHANNELS[endpoint]}: events`, { body: eventBody, ...PUBLIC_ROUTE }), helmet: false },
        handler,
      );
    }
  };
}
