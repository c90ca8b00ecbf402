import type { TicketNoteInput, TicketNoteView } from '@guiche/shared';
import type { Db } from '../../db/database.js';
import { AppError } from '../../http/app-error.js';
import type { RequestAuth } from '../auth/auth.service.js';
import { contactsReader } from '../contacts/index.js';
import { assertTicketVisible } from '../tickets/ticket-access.js';
import { assertCanDeleteNote } from './ticket-notes.policy.js';
import { ticketNotesRepository, type NoteFilter } from './ticket-notes.repository.js';

/** GET /ticket-notes/list answers the newest notes up to this many. */
export const NOTES_LIST_LIMIT = 100;

/** Notes on a contact, written from one of its tickets (the contact drawer, spec 1 §2). */
export class TicketNotesService {
  constructor(private readonly db: Db) {}

  /** POST /ticket-notes: the contact must be the company's, the ticket (when given) one the caller sees, of that contact. */
  async create(auth: RequestAuth, input: TicketNoteInput): Promise<TicketNoteView> {
    const { companyId } = auth;
    await this.requireContact(companyId, input.contactId);
    const ticketId = input.ticketId ?? null;
    if (ticketId !== null) {
      const ticket = await assertTicketVisible(this.db, auth, ticketId);
      if (ticket.contactId !== input.contactId) {
        throw new AppError('ERR_VALIDATION', {
          message: 'Invalid request',
          issues: [{ path: 'ticketId', message: 'validation.invalidOption' }],
        });
      }
    }
    const id = await ticketNotesRepository.insert(this.db, companyId, {
      ticketId,
      contactId: input.contactId,
      userId: auth.userId,
      note: input.note,
    });
    const note = await ticketNotesRepository.findView(this.db, companyId, id);
    if (!note) throw new AppError('ERR_NOT_FOUND');
    return note;
  }

  /** GET /ticket-notes/list: by ticket (which the caller must see) and/or by contact, newest first. */
  async list(auth: RequestAuth, filter: NoteFilter): Promise<TicketNoteView[]> {
    if (filter.ticketId !== undefined) await assertTicketVisible(this.db, auth, filter.ticketId);
    if (filter.contactId !== undefined) await this.requireContact(auth.companyId, filter.contactId);
    return ticketNotesRepository.list(this.db, auth.companyId, filter, NOTES_LIST_LIMIT);
  }

  /** DELETE /ticket-notes/{id}: its author or an admin. */
  async delete(auth: RequestAuth, id: number): Promise<void> {
    const note = await ticketNotesRepository.findById(this.db, auth.companyId, id);
    if (!note) throw new AppError('ERR_NOT_FOUND');
    assertCanDeleteNote(auth, note);
    await ticketNotesRepository.delete(this.db, auth.companyId, id);
  }

  private async requireContact(companyId: number, contactId: number): Promise<void> {
    if (!(await contactsReader.findById(this.db, companyId, contactId))) throw new AppError('ERR_NO_CONTACT_FOUND');
  }
}
