import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/database.js';
import { channelLeases, whatsapps } from '../../../db/schema/index.js';

/** Test-only: a `whatsapps` connection row of the company (the connections module owns the real inserts). */
export async function createWhatsappConnection(db: Db, companyId: number): Promise<{ id: number; companyId: number }> {
  const [row] = await db
    .insert(whatsapps)
    .values({ companyId, name: `WhatsApp ${randomBytes(3).toString('hex')}`, channel: 'whatsapp' })
    .returning({ id: whatsapps.id, companyId: whatsapps.companyId });
  if (!row) throw new Error('insert into whatsapps returned no row');
  return row;
}

/** Test-only: makes the current holding expire now, as if its holder had stopped renewing 30 s ago. */
export async function expireLease(db: Db, whatsappId: number): Promise<void> {
  await db
    .update(channelLeases)
    .set({ expiresAt: sql`now() - interval '1 second'` })
    .where(eq(channelLeases.whatsappId, whatsappId));
}
