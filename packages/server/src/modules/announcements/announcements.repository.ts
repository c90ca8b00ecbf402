import { and, asc, count, desc, eq, ilike, type SQL } from 'drizzle-orm';
import type { AnnouncementForm } from '@guiche/shared';
import type { DbOrTx } from '../../db/database.js';
import { announcements } from '../../db/schema/index.js';
import { containsPattern } from '../contacts/search-pattern.js';

export type AnnouncementRow = typeof announcements.$inferSelect;

/** Which announcements a reader sees: every one (the super administrator) or the active ones (everyone else). */
export type AnnouncementAudience = 'all' | 'active';

/**
 * Announcements are the platform's, addressed to every company: reads are not scoped by company, writes are the
 * super administrator's only (the service checks). The companyId column records whose company wrote it.
 */
export const announcementsRepository = {
  /** The active ones by priority (high first), newest first within a priority; every one newest first for 'all'. */
  async page(
    tx: DbOrTx,
    audience: AnnouncementAudience,
    search: string | undefined,
    page: { limit: number; offset: number },
  ): Promise<{ rows: AnnouncementRow[]; count: number }> {
    const filters: SQL[] = [];
    if (audience === 'active') filters.push(eq(announcements.status, true));
    if (search) filters.push(ilike(announcements.title, containsPattern(search)));
    const where = filters.length ? and(...filters) : undefined;
    const order =
      audience === 'active' ? [asc(announcements.priority), desc(announcements.id)] : [desc(announcements.id)];
    const [rows, [total]] = await Promise.all([
      tx
        .select()
        .from(announcements)
        .where(where)
        .orderBy(...order)
        .limit(page.limit)
        .offset(page.offset),
      tx.select({ count: count() }).from(announcements).where(where),
    ]);
    return { rows, count: total?.count ?? 0 };
  },

  async findById(tx: DbOrTx, id: number): Promise<AnnouncementRow | undefined> {
    const [row] = await tx.select().from(announcements).where(eq(announcements.id, id));
    return row;
  },

  async lockById(tx: DbOrTx, id: number): Promise<AnnouncementRow | undefined> {
    const [row] = await tx.select().from(announcements).where(eq(announcements.id, id)).for('update');
    return row;
  },

  async insert(tx: DbOrTx, companyId: number, values: AnnouncementForm): Promise<AnnouncementRow> {
    const [row] = await tx
      .insert(announcements)
      .values({ companyId, ...values })
      .returning();
    if (!row) throw new Error('announcement insert returned nothing');
    return row;
  },

  async update(
    tx: DbOrTx,
    id: number,
    values: Partial<AnnouncementForm> & Partial<Pick<AnnouncementRow, 'mediaPath' | 'mediaName'>>,
  ): Promise<AnnouncementRow | undefined> {
    const [row] = await tx.update(announcements).set(values).where(eq(announcements.id, id)).returning();
    return row;
  },

  async delete(tx: DbOrTx, id: number): Promise<AnnouncementRow | undefined> {
    const [row] = await tx.delete(announcements).where(eq(announcements.id, id)).returning();
    return row;
  },
};
