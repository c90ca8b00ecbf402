import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { Decoder, Encoder } from 'socket.io-parser';
import type { AppConfig } from '../config.js';
import { rawRequestOrigin } from '../http/request-origin.js';
import { mediaBase, MediaLinks } from './media-links.js';
import type { MediaSigner } from './media-signer.js';

/**
 * Storage keys in HTTP answers become signed URLs as the answer is serialised. Presenters already chose what this
 * reader may see (a message only to those who may see its ticket, ticket-visibility.ts), so a link is made for
 * exactly what is being answered, on the base mediaBase() gives: PUBLIC_URL, else the origin this request came to
 * (request.protocol and request.host, which honour TRUST_PROXY). That origin is the caller's own word, but it only
 * shapes the answer to that caller.
 */
export function linkMediaInAnswers(scope: FastifyInstance, signer: MediaSigner, publicUrl: string | undefined): void {
  scope.addHook('preSerialization', async (request, reply, payload) => {
    const links = new MediaLinks(signer, mediaBase(publicUrl, `${request.protocol}://${request.host}`));
    reply.serializer((answer: unknown) => JSON.stringify(answer, links.replacer));
    return payload;
  });
}

/**
 * Stands for the base in events encoded without PUBLIC_URL, until each connection's own is put in (below). NUL
 * characters never reach an event from stored text (PostgreSQL refuses them, clean-event.ts drops them), and a
 * backslash a text does hold is escaped in JSON, so the escaped form below occurs only where this put it.
 */
const BASE_PLACEHOLDER = '\u0000media-base\u0000';
const ENCODED_PLACEHOLDER = JSON.stringify(BASE_PLACEHOLDER).slice(1, -1);

/** An engine.io packet as it is about to be written to one connection ('packetCreate'). */
interface OutgoingPacket {
  data?: unknown;
  options?: Record<string, unknown>;
}

/** The part of an engine.io connection this needs: the handshake request and its outgoing packets. */
interface EngineConnection {
  request: IncomingMessage;
  on(event: 'packetCreate', listener: (packet: OutgoingPacket) => void): unknown;
}

export interface SocketMediaLinking {
  /** socket.io's parser with the signing in its encoder, so every event's storage keys leave as signed URLs. */
  parser: { Encoder: typeof Encoder; Decoder: typeof Decoder };
  /** Gives each connection of this engine its own base (without PUBLIC_URL); `engine` is socket.io's `io.engine`. */
  attach(engine: { on(event: 'connection', listener: (connection: EngineConnection) => void): unknown }): void;
}

/**
 * Signed links in socket events, absolute by the same rule as HTTP answers (mediaBase): spec clients resolve a
 * root-relative `/api/media/...` against their backend URL (https://host/api) and ask for /api/api/media/...
 * Events go to rooms the reader was admitted to, and socket.io encodes a broadcast once for all its sockets, which
 * may have come through different hosts. Without PUBLIC_URL an event is therefore encoded with a placeholder base,
 * and each connection puts in the origin its handshake request came to (Host and X-Forwarded-Proto read as Fastify
 * reads them under TRUST_PROXY) as a packet is written to it: engine.io's 'packetCreate' hands the packet over
 * before it is queued. Only packets holding a link are touched; they are then framed per connection (socket.io's
 * pre-encoded WebSocket frame, shared by all, still holds the placeholder).
 */
export function socketMediaLinking(
  signer: MediaSigner,
  publicUrl: string | undefined,
  trustProxy: AppConfig['trustProxy'],
): SocketMediaLinking {
  const links = new MediaLinks(signer, publicUrl ?? BASE_PLACEHOLDER);
  class MediaLinkingEncoder extends Encoder {
    constructor() {
      super(links.replacer);
    }
  }
  // One broadcast hands the same text to every connection: the last replacement is kept for the next one.
  let last = { source: '', base: '', result: '' };
  const withBase = (source: string, base: string): string => {
    if (last.source !== source || last.base !== base)
      last = { source, base, result: source.replaceAll(ENCODED_PLACEHOLDER, base) };
    return last.result;
  };
  return {
    parser: { Encoder: MediaLinkingEncoder, Decoder },
    attach(engine) {
      if (publicUrl) return;
      engine.on('connection', (connection) => {
        // JSON-escaped like the text it goes into; '' (no Host) leaves the link root-relative, as before.
        const base = JSON.stringify(mediaBase(undefined, rawRequestOrigin(connection.request, trustProxy))).slice(
          1,
          -1,
        );
        connection.on('packetCreate', (packet) => {
          if (typeof packet.data !== 'string' || !packet.data.includes(ENCODED_PLACEHOLDER)) return;
          packet.data = withBase(packet.data, base);
          if (packet.options?.['wsPreEncodedFrame'] !== undefined)
            packet.options = { ...packet.options, wsPreEncodedFrame: undefined };
        });
      });
    },
  };
}
