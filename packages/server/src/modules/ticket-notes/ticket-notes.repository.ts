import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { TicketNoteView } from '@guiche/shared';
import type { DbOrTx } from '../../db/database.js';
import { ticketNotes, users } from '../../db/schema/index.js';

export type TicketNoteRow = typeof ticketNotes.$inferSelect;

export interface NoteFilter {
  ticketId?: number | undefined;
  contactId?: number | undefined;
}

const noteView = {
  id: ticketNotes.id,
  note: ticketNotes.note,
  ticketId: ticketNotes.ticketId,
  contactId: ticketNotes.contactId,
  createdAt: ticketNotes.createdAt,
  userId: users.id,
  userName: users.name,
};

/** A note row with its author (null when the author's user was deleted). */
interface NoteViewRow {
  id: number;
  note: string;
  ticketId: number | null;
  contactId: number;
  createdAt: Date;
  userId: number | null;
  userName: string | null;
}

function toView({ userId, userName, createdAt, ...note }: NoteViewRow): TicketNoteView {
  return {
    ...note,
    createdAt: createdAt.toISOString(),
    user: userId === null || userName === null ? null : { id: userId, name: userName },
  };
}

export const ticketNotesRepository = {
  async insert(
    tx: DbOrTx,
    companyId: number,
    values: { ticketId: number | null; contactId: number; userId: number; note: string },
  ): Promise<number> {
    const [row] = await tx
      .insert(ticketNotes)
      .values({ ...values, companyId })
      .returning({ id: ticketNotes.id });
    if (!row) throw new Error('insert into ticket_notes returned no row');
    return row.id;
  },

  async findById(tx: DbOrTx, companyId: number, id: number): Promise<TicketNoteRow | undefined> {
    const [row] = await tx
      .select()
      .from(ticketNotes)
      .where(and(eq(ticketNotes.companyId, companyId), eq(ticketNotes.id, id)));
    return row;
  },

  async findView(tx: DbOrTx, companyId: number, id: number): Promise<TicketNoteView | undefined> {
    const [row] = await tx
      .select(noteView)
      .from(ticketNotes)
      .leftJoin(users, eq(users.id, ticketNotes.userId))
      .where(and(eq(ticketNotes.companyId, companyId), eq(ticketNotes.id, id)));
    return row && toView(row);
  },

  /** Newest first, at most `limit`, with the author's name (indexes on (ticket_id, created_at), (contact_id, created_at)). */
  async list(tx: DbOrTx, companyId: number, filter: NoteFilter, limit: number): Promise<TicketNoteView[]> {
    const conditions: (SQL | undefined)[] = [
      eq(ticketNotes.companyId, companyId),
      filter.ticketId === undefined ? undefined : eq(ticketNotes.ticketId, filter.ticketId),
      filter.contactId === undefined ? undefined : eq(ticketNotes.contactId, filter.contactId),
    ];
    const rows = await tx
      .select(noteView)
      .from(ticketNotes)
      .leftJoin(users, eq(users.id, ticketNotes.userId))
      .where(and(...conditions))
      .orderBy(desc(ticketNotes.createdAt), desc(ticketNotes.id))
      .limit(limit);
    return rows.map(toView);
  },

  async delete(tx: DbOrTx, companyId: number, id: number): Promise<void> {
    await tx.delete(ticketNotes).where(and(eq(ticketNotes.companyId, companyId), eq(ticketNotes.id, id)));
  },
};
