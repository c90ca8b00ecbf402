import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const NOT_CLIENT_ROUTES = ['/api/', '/socket.io', '/assets/'];

/**
 * Serves the built web app: files as they are on disk now (a rebuild needs no restart), and index.html for
 * client-side routes (/tickets, /login, …). Paths under /api, /socket.io and /assets keep a JSON 404. Hashed
 * assets are cached for a year, immutable; index.html and version.json never, so a new build shows. The build
 * writes brotli and gzip copies beside each text file: the one the browser accepts is sent (Vary: Accept-Encoding).
 * Without a built web app only the JSON 404 is set up.
 */
export async function registerWebApp(app: FastifyInstance, webDistDir: string): Promise<void> {
  const hasWebApp = existsSync(join(webDistDir, 'index.html'));
  if (hasWebApp) {
    const assetsDir = join(webDistDir, 'assets');
    await app.register(fastifyStatic, {
      root: webDistDir,
      preCompressed: true,
      setHeaders: (res, path) => {
        res.header('Cache-Control', path.startsWith(assetsDir) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const isClientRoute =
      request.method === 'GET' && !NOT_CLIENT_ROUTES.some((prefix) => request.url.startsWith(prefix));
    if (hasWebApp && isClientRoute) {
      reply.header('Cache-Control', 'no-cache');
      return reply.sendFile('index.html');
    }
    return reply
      .status(404)
      .send({ error: 'ERR_NOT_FOUND', message: `${request.method} ${request.url.split('?')[0]} does not exist` });
  });
}
