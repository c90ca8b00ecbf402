import { isRecord, recordAt, recordsAt, stringAt } from '../json-read.js';
import { signPayload } from '../signature.js';
import type { FakeGraphServer } from './fake-graph-server.js';
import { metaJson } from './meta-json.js';

export interface WebhookCall {
  method: 'GET' | 'POST';
  /** Path with query string. */
  url: string;
  headers: Record<string, string>;
  body?: Buffer;
}

export interface WebhookReply {
  status: number;
  body: string;
}

/** How the emitter reaches the receiver: real HTTP (`httpTransport`) or Fastify's `inject`. */
export type WebhookTransport = (call: WebhookCall) => Promise<WebhookReply>;

export function httpTransport(baseUrl: string): WebhookTransport {
  return async ({ method, url, headers, body }) => {
    const response = await fetch(new URL(url, baseUrl), {
      method,
      headers,
      ...(body ? { body: new Uint8Array(body) } : {}),
    });
    return { status: response.status, body: await response.text() };
  };
}

export interface DeliverOptions {
  /** Send the same delivery this many times (Meta duplicates on retries). */
  times?: number;
  /** Retry a non-200 answer up to this many times, as Meta does. */
  retries?: number;
  /** Replace the computed `X-Hub-Signature-256` (null: omit the header). */
  signature?: string | null;
}

/**
 * Posts webhooks the way Meta does: the body serialised with `\uXXXX` escapes and signed with the app secret over
 * those exact bytes. With a fake Graph attached, each inbound customer message also opens that customer's window.
 */
export class WebhookEmitter {
  constructor(
    private readonly transport: WebhookTransport,
    private readonly appSecret: string,
    private readonly graph?: FakeGraphServer,
  ) {}

  handshake(path: string, verifyToken: string, challenge: string, mode = 'subscribe'): Promise<WebhookReply> {
    const query = new URLSearchParams({
      'hub.mode': mode,
      'hub.challenge': challenge,
      'hub.verify_token': verifyToken,
    });
    return this.transport({ method: 'GET', url: `${path}?${query}`, headers: {} });
  }

  /** Delivers a payload (an object, or a string sent byte for byte); answers every reply received. */
  async deliver(path: string, payload: unknown, options: DeliverOptions = {}): Promise<WebhookReply[]> {
    const body = Buffer.from(typeof payload === 'string' ? payload : metaJson(payload), 'utf8');
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    const signature = options.signature === undefined ? signPayload(body, this.appSecret) : options.signature;
    if (signature !== null) headers['x-hub-signature-256'] = signature;
    this.openWindows(payload);
    const replies: WebhookReply[] = [];
    for (let copy = 0; copy < (options.times ?? 1); copy += 1) {
      for (let attempt = 0; attempt <= (options.retries ?? 0); attempt += 1) {
        const reply = await this.transport({ method: 'POST', url: path, headers, body });
        replies.push(reply);
        if (reply.status === 200) break;
      }
    }
    return replies;
  }

  /** Delivers each payload separately, e.g. statuses of one message in a shuffled order. */
  async deliverEach(path: string, payloads: readonly unknown[]): Promise<WebhookReply[]> {
    const replies: WebhookReply[] = [];
    for (const payload of payloads) replies.push(...(await this.deliver(path, payload)));
    return replies;
  }

  /** Only for object payloads: a string payload is sent as is and may be deliberately broken. */
  private openWindows(payload: unknown): void {
    if (!this.graph || !isRecord(payload)) return;
    for (const entry of recordsAt(payload, 'entry')) {
      for (const change of recordsAt(entry, 'changes')) {
        const value = recordAt(change, 'value');
        const phoneId = stringAt(recordAt(value, 'metadata'), 'phone_number_id');
        for (const message of recordsAt(value, 'messages')) {
          const from = stringAt(message, 'from');
          if (phoneId && from) this.graph.state.userMessaged(phoneId, from);
        }
      }
      const accountId = stringAt(entry, 'id');
      for (const item of recordsAt(entry, 'messaging')) {
        const sender = stringAt(recordAt(item, 'sender'), 'id');
        const message = recordAt(item, 'message');
        if (accountId && sender && message && message.is_echo !== true)
          this.graph.state.userMessaged(accountId, sender);
      }
    }
  }
}
