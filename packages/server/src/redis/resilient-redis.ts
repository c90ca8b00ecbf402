import type { FastifyBaseLogger } from 'fastify';
import { Redis, type Command } from 'ioredis';

/**
 * An ioredis client whose commands never become unhandled rejections. The socket.io Redis adapter publishes and
 * subscribes without awaiting the promises; while Redis is away those reject, and an unhandled rejection would end
 * the process. Callers that await a command still see its failure: only fire-and-forget calls are silenced.
 */
export class ResilientRedis extends Redis {
  override sendCommand(command: Command, stream?: Parameters<Redis['sendCommand']>[1]): unknown {
    command.promise.catch(() => undefined);
    return super.sendCommand(command, stream);
  }
}

/** The client of the HTTP rate limits: a command that cannot reach Redis fails fast (the limits then pause). */
export function rateLimitClient(url: string, logger: FastifyBaseLogger): Redis {
  const client = new Redis(url, { connectTimeout: 500, maxRetriesPerRequest: 1 });
  watchRedis(client, 'rate limits', logger);
  return client;
}

/**
 * Logs a client's loss of Redis once (a warning: the server goes on without it) and its return, instead of one error
 * per reconnection attempt. Listening for 'error' at all is what keeps ioredis from reporting unhandled errors.
 */
export function watchRedis(client: Redis, role: string, logger: FastifyBaseLogger): void {
  let lost = false;
  client.on('error', (error: Error) => {
    if (lost) return;
    lost = true;
    logger.warn({ err: error, role }, 'Redis unreachable; going on without it and reconnecting');
  });
  client.on('ready', () => {
    if (!lost) return;
    lost = false;
    logger.info({ role }, 'Redis reachable again');
  });
}
