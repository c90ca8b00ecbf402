import { createECDH, randomBytes, randomUUID } from 'node:crypto';
import type { Db } from '../db/database.js';
import { pushSubscriptions, users } from '../db/schema/index.js';

/** Of the subscribed users, every tenth sees tickets without a queue (allTicket), so each new ticket pushes to them. */
const ALL_TICKET_EVERY = 10;

/**
 * `count` attendants of company 1, each with a phone subscribed to pushes at the fake push service. New tickets of
 * the inbound benchmark have no queue: the admin and the allTicket tenth are told of each (the bell's rule).
 */
export async function subscribeAttendants(db: Db, count: number, pushBaseUrl: string): Promise<void> {
  const point = createECDH('prime256v1');
  point.generateKeys();
  const p256dh = point.getPublicKey().toString('base64url');
  const rows = await db
    .insert(users)
    .values(
      Array.from({ length: count }, (_, index) => ({
        companyId: 1,
        name: `Atendente ${index + 1}`,
        email: `attendant-${index + 1}@bench.local`,
        passwordHash: 'not-for-login',
        allTicket: index % ALL_TICKET_EVERY === 0 ? ('enable' as const) : ('disable' as const),
      })),
    )
    .returning({ id: users.id });
  await db.insert(pushSubscriptions).values(
    rows.map((user) => ({
      companyId: 1,
      userId: user.id,
      sessionId: randomUUID(),
      endpoint: `${pushBaseUrl}/push/${user.id}`,
      p256dh,
      auth: randomBytes(16).toString('base64url'),
      device: 'Bench phone',
    })),
  );
}

/** How many pushes the fake push service has received. */
export async function pushesReceived(pushBaseUrl: string): Promise<number> {
  const answer = (await (await fetch(`${pushBaseUrl}/count`)).json()) as { received: number };
  return answer.received;
}
