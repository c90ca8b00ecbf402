import { sql, type SQL } from 'drizzle-orm';
import type { tickets } from '../../db/schema/index.js';

type Column = SQL | typeof tickets.updatedAt | typeof tickets.id;

/**
 * The lists' order, newest activity first, written as the tickets_company_*updated_idx indexes hold it (DESC NULLS
 * LAST). A bare DESC means NULLS FIRST to PostgreSQL, which no such index can give, whatever the NOT NULL columns:
 * the planner then reads every ticket of the company and sorts them instead of reading the index in order.
 */
export const newestFirst = (updatedAt: Column, id: Column): SQL =>
  sql`${updatedAt} desc nulls last, ${id} desc nulls last`;
