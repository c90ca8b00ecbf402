import { requireOwnerOrAdmin } from '../../http/authorize.js';
import type { RequestAuth } from '../auth/auth.service.js';
import type { TicketNoteRow } from './ticket-notes.repository.js';

/** A note is deleted by its author or an admin; others only read it. */
export function assertCanDeleteNote(auth: RequestAuth, note: Pick<TicketNoteRow, 'userId'>): void {
  requireOwnerOrAdmin(auth, note.userId);
}
