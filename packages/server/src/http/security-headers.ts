import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

export interface SecurityHeadersOptions {
  /** Origins signed media may be served from besides our own (PUBLIC_URL's). */
  mediaOrigins: string[];
  /** The deployment's public base URL: an https one means the browser always reaches us over TLS. */
  publicUrl: string | undefined;
}

const CSP = 'content-security-policy';

/**
 * Helmet's headers with our Content-Security-Policy. 'upgrade-insecure-requests' is only sent when the page was
 * fetched over TLS (directly, or through a trusted proxy's X-Forwarded-Proto, see TRUST_PROXY) or PUBLIC_URL is
 * https: over plain HTTP from any host but localhost it makes the browser fetch the scripts over https, which
 * fails, and the app never starts (a company trying it on its LAN would see a blank page).
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  { mediaOrigins, publicUrl }: SecurityHeadersOptions,
): Promise<void> {
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // MUI (emotion) injects style elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // The help centre (/helps) shows YouTube thumbnails and plays the videos in YouTube's privacy-enhanced player.
        imgSrc: ["'self'", 'data:', 'blob:', 'https://img.youtube.com', ...mediaOrigins],
        mediaSrc: ["'self'", 'blob:', ...mediaOrigins],
        connectSrc: ["'self'", 'ws:', 'wss:', ...mediaOrigins],
        frameSrc: ['https://www.youtube-nocookie.com'],
        upgradeInsecureRequests: null,
      },
    },
  });
  const alwaysTls = publicUrl?.startsWith('https://') ?? false;
  app.addHook('onRequest', async (request, reply) => {
    const policy = reply.getHeader(CSP);
    if (typeof policy === 'string' && (alwaysTls || request.protocol === 'https')) {
      reply.header(CSP, `${policy};upgrade-insecure-requests`);
    }
  });
}
