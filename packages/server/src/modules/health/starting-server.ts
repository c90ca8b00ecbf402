import { createServer, type ServerResponse } from 'node:http';
import { buildInfo } from './build-info.js';

export interface StartingServer {
  /** The port it listens on (the one asked for, or the system's pick for 0). */
  port: number;
  /** Stops listening and ends its connections (kept-alive probes included), so the app can take the port. */
  close(): Promise<void>;
}

/**
 * What answers on the port while the server starts (migrations, the seed, building the app), so that an
 * orchestrator sees a live process that is not ready yet instead of a refused connection: liveness 200, readiness
 * and /api/health 503 `starting`, anything else 503 ERR_SERVICE_UNAVAILABLE with Retry-After.
 *
 * Why a throwaway node:http server rather than the app listening early: the app cannot be built before the
 * database is migrated (its job queue, workers and seed read the schema), and registering routes on a listening
 * Fastify is not possible. It is closed just before the app listens on the same port: the gap is the two system
 * calls (a connection refused in those milliseconds is a probe that failed once).
 */
export function listenWhileStarting(port: number, host: string): Promise<StartingServer> {
  const build = buildInfo();
  const server = createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0];
    if (path === '/api/health/live') return answer(response, 200, { status: 'ok' });
    if (path === '/api/health' || path === '/api/health/ready')
      return answer(response, 503, { status: 'starting', ...build });
    response.setHeader('Retry-After', '5');
    return answer(response, 503, { error: 'ERR_SERVICE_UNAVAILABLE', message: 'the server is starting' });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen({ port, host }, () => {
      server.off('error', reject);
      const address = server.address();
      resolve({
        port: typeof address === 'object' && address ? address.port : port,
        close: () =>
          new Promise<void>((closed) => {
            server.close(() => closed());
            server.closeAllConnections();
          }),
      });
    });
  });
}

function answer(response: ServerResponse, status: number, body: object): void {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  response.end(JSON.stringify(body));
}
