import { z } from 'zod';
import {
  contactViewSchema,
  messageViewSchema,
  ticketLogEntrySchema,
  ticketNoteViewSchema,
  type ContactView,
  type TicketLogEntry,
  type TicketMediaAnswer,
  type TicketNoteView,
} from '@guiche/shared';
import { api } from '../../api/client';

/** The contact drawer's calls (spec 1 §7 "Contacts", GET /tickets-log, GET /messages/getmedia). */
export const drawerKeys = {
  notes: (ticketId: number, contactId: number) => ['drawer', 'notes', ticketId, contactId] as const,
  log: (ticketId: number) => ['drawer', 'log', ticketId] as const,
  media: (ticketId: number) => ['drawer', 'media', ticketId] as const,
};

/** A list answered bare or wrapped under one name (the spec names lists without fixing the wrapper). */
function listOf<T extends z.ZodType>(item: T, wrapper: string) {
  return z.union([
    z.array(item),
    z.object({ [wrapper]: z.array(item) }).transform((answer) => answer[wrapper] as z.infer<T>[]),
  ]);
}

export function toggleDisableBot(contactId: number): Promise<ContactView> {
  return api.put(`/contacts/toggleDisableBot/${contactId}`, {}, contactViewSchema);
}

export function toggleAcceptAudio(contactId: number): Promise<ContactView> {
  return api.put(`/contacts/toggleAcceptAudio/${contactId}`, {}, contactViewSchema);
}

export function fetchNotes(ticketId: number, contactId: number): Promise<TicketNoteView[]> {
  const params = new URLSearchParams({ ticketId: String(ticketId), contactId: String(contactId) });
  return api.get(`/ticket-notes/list?${params.toString()}`, listOf(ticketNoteViewSchema, 'notes'));
}

export function addNote(input: { note: string; ticketId: number; contactId: number }): Promise<TicketNoteView> {
  return api.post('/ticket-notes', input, ticketNoteViewSchema);
}

export function deleteNote(noteId: number): Promise<void> {
  return api.delete(`/ticket-notes/${noteId}`);
}

export function fetchTicketLog(ticketId: number): Promise<TicketLogEntry[]> {
  return api.get(`/tickets-log/${ticketId}`, listOf(ticketLogEntrySchema, 'logs'));
}

const ticketMediaSchema: z.ZodType<TicketMediaAnswer> = z.object({
  media: z.array(messageViewSchema),
  documents: z.array(messageViewSchema),
  links: z.array(z.object({ messageId: z.number().int(), url: z.string(), createdAt: z.string() })),
  calls: z.array(messageViewSchema),
});

export function fetchTicketMedia(ticketId: number): Promise<TicketMediaAnswer> {
  return api.get(`/messages/getmedia/${ticketId}`, ticketMediaSchema);
}
