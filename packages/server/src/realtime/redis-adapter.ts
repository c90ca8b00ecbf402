import { RedisAdapter } from '@socket.io/redis-adapter';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { Namespace } from 'socket.io';
import { ResilientRedis, watchRedis } from '../redis/resilient-redis.js';
import type { AppSocketServer } from './socket-types.js';

/**
 * Connects the socket.io Redis adapter so that losing Redis degrades this process to single-process behaviour
 * (its own sockets still get every event; other processes' sockets miss them) and Redis's return restores it:
 * ioredis reconnects and resubscribes by itself. Redis being down when the process starts is the same case: the
 * adapter is attached anyway and joins the others once Redis answers.
 */
export async function attachRedisAdapter(
  io: AppSocketServer,
  redisUrl: string,
  channelPrefix: string,
  logger: FastifyBaseLogger,
): Promise<Redis[]> {
  // No offline queue on the publisher: while Redis is away a broadcast fails at once instead of piling up to be
  // delivered late (the local part of the broadcast happens regardless).
  const pub = new ResilientRedis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 3, enableOfflineQueue: false });
  // The subscriber's only commands are the adapter's subscriptions, sent once as it is created. ioredis renews on
  // reconnection only those Redis confirmed, so when Redis is down at start they must wait in the offline queue for
  // as long as it takes (no retry limit), or this process would never hear the others.
  const sub = new ResilientRedis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: null });
  watchRedis(pub, 'socket.io adapter publisher', logger);
  watchRedis(sub, 'socket.io adapter subscriber', logger);
  // Waited for so that a process started beside a live Redis shares events from its first request; a refusal is
  // already logged by watchRedis, and ioredis goes on reconnecting.
  await Promise.allSettled([pub.connect(), sub.connect()]);
  io.adapter(degradingAdapter(pub, sub, `${channelPrefix}socket.io`));
  return [pub, sub];
}

/**
 * socket.io creates the adapter with `new factory(namespace)`; like the package's own createAdapter, a plain function
 * answering the instance works there.
 */
function degradingAdapter(pub: Redis, sub: Redis, key: string): (nsp: Namespace) => RedisAdapter {
  return function adapterFor(nsp: Namespace) {
    return new DegradingRedisAdapter(nsp, pub, sub, key);
  };
}

class DegradingRedisAdapter extends RedisAdapter {
  constructor(
    nsp: Namespace,
    private readonly publisher: Redis,
    subscriber: Redis,
    key: string,
  ) {
    super(nsp, publisher, subscriber, { key });
  }

  /**
   * How many processes share the rooms. Without Redis no other process can answer, so fetchSockets and the room
   * listings count this one alone and answer its local sockets instead of failing or waiting for a timeout.
   */
  override async serverCount(): Promise<number> {
    if (this.publisher.status !== 'ready') return 1;
    return super.serverCount().catch(() => 1);
  }
}
