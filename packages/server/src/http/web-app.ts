import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built web app. Client-side routes (/tickets, /login, …) answer index.html; /api and /socket.io keep
 * their JSON 404s. Hashed assets are cached for a year; index.html and version.json never, so a new build shows.
 */
export async function registerWebApp(app: FastifyInstance, webDistDir: string): Promise<boolean> {
  if (!existsSync(join(webDistDir, 'index.html'))) return false;
  await app.register(fastifyStatic, {
    root: webDistDir,
    wildcard: false,
    setHeaders: (res, path) => {
      const immutable = path.includes(`${join(webDistDir, 'assets')}`);
      res.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  app.get('/*', (request, reply) => {
    if (['/api/', '/socket.io', '/assets/'].some((prefix) => request.url.startsWith(prefix))) {
      return reply.status(404).send({ error: 'ERR_NOT_FOUND' });
    }
    reply.header('Cache-Control', 'no-cache');
    return reply.sendFile('index.html');
  });
  return true;
}
