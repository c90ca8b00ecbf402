import type { FastifyInstance } from 'fastify';
import { Decoder, Encoder } from 'socket.io-parser';
import { MediaLinks } from './media-links.js';
import type { MediaSigner } from './media-signer.js';

/**
 * Storage keys in HTTP answers become signed URLs as the answer is serialised. Presenters already chose what this
 * reader may see (a message only to those who may see its ticket, ticket-visibility.ts), so a link is made for
 * exactly what is being answered, and only the edge knows the base: PUBLIC_URL when set, else the origin this
 * request came to (request.protocol and request.host, which honour TRUST_PROXY). That origin is the caller's own
 * word, but it only shapes the answer to that caller.
 */
export function linkMediaInAnswers(scope: FastifyInstance, signer: MediaSigner, publicUrl: string | undefined): void {
  scope.addHook('preSerialization', async (request, reply, payload) => {
    const links = new MediaLinks(signer, publicUrl ?? `${request.protocol}://${request.host}`);
    reply.serializer((answer: unknown) => JSON.stringify(answer, links.replacer));
    return payload;
  });
}

/**
 * socket.io's parser with the same signing in its encoder, so every event's storage keys leave as signed URLs.
 * Events go to rooms the reader was admitted to (a ticket's messages to its visibility rooms), and have no request:
 * the base is PUBLIC_URL, or nothing (a root-relative `/api/media/...` that our same-origin web app resolves).
 */
export function mediaLinkingSocketParser(signer: MediaSigner, publicUrl: string | undefined): { Encoder: typeof Encoder; Decoder: typeof Decoder } {
  const links = new MediaLinks(signer, publicUrl ?? '');
  class MediaLinkingEncoder extends Encoder {
    constructor() {
      super(links.replacer);
    }
  }
  return { Encoder: MediaLinkingEncoder, Decoder };
}
