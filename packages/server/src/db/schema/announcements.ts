import { boolean, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.js';
import { companies } from './companies.js';

/** Platform announcements (spec 3 §3): written by the super administrator, shown to every company's users. */
export const announcements = pgTable(
  'announcements',
  {
    id: serial().primaryKey(),
    /** The super administrator's company that wrote it. */
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    text: text().notNull(),
    /** 1 high, 2 medium, 3 low. */
    priority: integer().notNull().default(3),
    status: boolean().notNull().default(true),
    /** Storage key of the attached image, and its original file name. */
    mediaPath: text(),
    mediaName: text(),
    ...timestamps,
  },
  (t) => [index('announcements_status_priority_idx').on(t.status, t.priority, t.id)],
);
