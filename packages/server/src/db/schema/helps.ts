import { index, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.js';

/** Help-centre entries (spec 2 §3 Help): platform-wide, written by the super administrator, read by everyone. */
export const helps = pgTable(
  'helps',
  {
    id: serial().primaryKey(),
    title: text().notNull(),
    description: text().notNull().default(''),
    /** A video code (the id of a YouTube video). */
    video: text().notNull().default(''),
    ...timestamps,
  },
  (t) => [index('helps_title_idx').on(t.title, t.id)],
);
