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

/**
 * The client of the rate limits and the login throttle (insured-limiter.ts): a command that cannot reach Redis fails
 * at once, and the limiters count in memory meanwhile. ioredis's defaults would hold it instead: in the offline queue
 * until a reconnection (attempts back off to 5 s), or on a connection that went silent with no timeout, and every
 * rate-limited request waited 5 to 20 s with it.
 */
export function rateLimitClient(url: string, logger: FastifyBaseLogger): Redis {
  const client = new Redis(url, {
    connectTimeout: 500,
    enableOfflineQueue: false,
    // Redis answers in well under a millisecond; this is for a connection that is up but no longer answering.
    commandTimeout: 1000,
    // A command in flight when the connection drops fails then, rather than being sent again after a reconnection.
    maxRetriesPerRequest: 0,
  });
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
