import type { Redis } from 'ioredis';

/**
 * Ends a client for good. QUIT when connected, so that commands already sent are answered first; otherwise a plain
 * disconnect: a QUIT would wait in the offline queue for a Redis that may never come back (holding a shutdown up for
 * ever) or fail at once without one, and either way the client would go on reconnecting.
 */
export async function closeRedis(client: Redis): Promise<void> {
  if (client.status === 'ready') await client.quit().catch(() => client.disconnect());
  else client.disconnect();
}
