import { Readable } from 'node:stream';
import type { Db } from '../../db/database.js';
import type { ContactRow } from '../contacts/index.js';
import { tagsReader } from '../tags/index.js';
import { ARCHIVE_FILES, mediaPathOf, profilePicturePathOf, readmeText, ticketFileOf } from './archive-layout.js';
import type { ArchiveWriter } from './archive-writer.js';
import {
  presentArchiveCampaignSend,
  presentArchiveMessage,
  presentArchiveProfile,
  presentArchiveSchedule,
  presentArchiveTicket,
  type TicketDetails,
} from './contact-archive.presenter.js';
import { contactConsentsRepository } from './contact-consents.repository.js';
import {
  canParticipate,
  exportMessagesRepository as messagesRepo,
  participantFormsOf,
  type MessageScope,
  type ParticipantForms,
} from './export-messages.repository.js';
import { exportProfileRepository as profileRepo } from './export-profile.repository.js';
import { exportTicketsRepository as ticketsRepo, type ExportTicket } from './export-tickets.repository.js';
import type { ExportMediaFiles } from './media-files.js';

/** Rows read per query: tickets, messages of a ticket, files of a ticket. */
export const ARCHIVE_PAGES = { tickets: 100, messages: 500, media: 200 } as const;

/** Whose data an export gathers, and how their messages are told apart (export-messages.repository.ts). */
export interface ArchiveSubject {
  companyId: number;
  companyName: string;
  contact: ContactRow;
  /** Messages of the contact's own tickets: both sides, or for a group contact the company's only. */
  ownScope: MessageScope;
  /** How the person appears in other contacts' groups. */
  person: ParticipantForms;
}

export function archiveSubject(companyId: number, companyName: string, contact: ContactRow): ArchiveSubject {
  const person = participantFormsOf(contact);
  return { companyId, companyName, contact, ownScope: { kind: contact.isGroup ? 'company' : 'all' }, person };
}

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

/** Pages of rows read one after another, each after the last row of the one before. */
async function* pages<T>(read: (after: number) => Promise<T[]>, keyOf: (row: T) => number, size: number) {
  let after = 0;
  for (;;) {
    const rows = await read(after);
    for (const row of rows) yield row;
    const last = rows.at(-1);
    if (rows.length < size || last === undefined) return;
    after = keyOf(last);
  }
}

/**
 * Writes a contact's whole export into `writer`, entry after entry, reading the database in keyset pages as the
 * download takes them (contact-privacy.service.ts hands the stream to the response first). Media files are read
 * from storage as their turn comes, never gathered.
 */
export async function writeContactArchive(
  db: Db,
  files: ExportMediaFiles,
  writer: ArchiveWriter,
  subject: ArchiveSubject,
  now: Date,
): Promise<void> {
  const { companyId, contact } = subject;
  await writer.add(
    readmeText({ contactName: contact.name, companyName: subject.companyName, exportedAt: now.toISOString() }),
    { name: ARCHIVE_FILES.readme, date: now },
  );
  await writeProfile(db, files, writer, subject, now);
  const [schedules, sends] = await Promise.all([
    profileRepo.schedules(db, companyId, contact.id),
    profileRepo.campaignSends(db, companyId, subject.person.numbers),
  ]);
  await writer.add(json(schedules.map(presentArchiveSchedule)), { name: ARCHIVE_FILES.schedules, date: now });
  await writer.add(json(sends.map(presentArchiveCampaignSend)), { name: ARCHIVE_FILES.campaignSends, date: now });

  const missing: { messageId: number; file: string }[] = [];
  const own = pages(
    (after) => ticketsRepo.ownPage(db, companyId, contact.id, after, ARCHIVE_PAGES.tickets),
    (row) => row.ticket.id,
    ARCHIVE_PAGES.tickets,
  );
  for await (const ticket of own) await writeTicket(db, files, writer, subject, ticket, subject.ownScope, missing);
  const { person } = subject;
  if (canParticipate(person)) {
    const groups = pages(
      (after) => ticketsRepo.groupPage(db, companyId, contact.id, person, after, ARCHIVE_PAGES.tickets),
      (row) => row.ticket.id,
      ARCHIVE_PAGES.tickets,
    );
    const scope: MessageScope = { kind: 'participant', person };
    for await (const ticket of groups) await writeTicket(db, files, writer, subject, ticket, scope, missing);
  }
  if (missing.length > 0) await writer.add(json(missing), { name: ARCHIVE_FILES.missingMedia, date: now });
  await writer.finish();
}

/** contact.json, and the profile picture when the company keeps a copy of it. */
async function writeProfile(
  db: Db,
  files: ExportMediaFiles,
  writer: ArchiveWriter,
  subject: ArchiveSubject,
  now: Date,
): Promise<void> {
  const { companyId, contact } = subject;
  const [extraInfo, tags, consents, erasures, listEntries, notes] = await Promise.all([
    profileRepo.extraInfo(db, companyId, contact.id),
    tagsReader.refsByContacts(db, companyId, [contact.id]),
    contactConsentsRepository.allOf(db, companyId, contact.id),
    profileRepo.erasures(db, companyId, contact.id),
    profileRepo.listEntries(db, companyId, subject.person.numbers),
    profileRepo.notesWithoutTicket(db, companyId, contact.id),
  ]);
  // A copy the company keeps is exported as a file; a channel's address is only named; a copy gone is neither.
  const pictureKey = files.owns(companyId, contact.profilePicUrl) ? contact.profilePicUrl : null;
  const picture = pictureKey ? await files.open(companyId, pictureKey) : undefined;
  const pictureFile = pictureKey && picture ? profilePicturePathOf(pictureKey) : null;
  const profile = { extraInfo, tags: tags.get(contact.id) ?? [], consents, erasures, listEntries, notes };
  try {
    await writer.add(
      json(
        presentArchiveProfile(
          subject.companyName,
          contact,
          now,
          pictureKey ? pictureFile : contact.profilePicUrl,
          profile,
        ),
      ),
      { name: ARCHIVE_FILES.contact, date: now },
    );
    if (picture && pictureFile) await writer.add(picture, { name: pictureFile, store: true, date: contact.updatedAt });
  } finally {
    // Unread when contact.json failed: closed here rather than left open.
    picture?.destroy();
  }
}

/** One ticket's JSON, then the files of its messages. */
async function writeTicket(
  db: Db,
  files: ExportMediaFiles,
  writer: ArchiveWriter,
  subject: ArchiveSubject,
  row: ExportTicket,
  scope: MessageScope,
  missing: { messageId: number; file: string }[],
): Promise<void> {
  const { companyId } = subject;
  const ticketId = row.ticket.id;
  const own = row.ticket.contactId === subject.contact.id;
  const details = own ? await ticketDetails(db, companyId, subject.contact.id, ticketId) : undefined;
  const header = presentArchiveTicket(row, details, own);
  await writer.add(Readable.from(ticketJson(db, files, companyId, header, scope, ticketId), { objectMode: false }), {
    name: ticketFileOf(ticketId, own),
    date: row.ticket.updatedAt,
  });
  const media = pages(
    (after) => messagesRepo.mediaPage(db, companyId, ticketId, scope, after, ARCHIVE_PAGES.media),
    (message) => message.id,
    ARCHIVE_PAGES.media,
  );
  for await (const message of media) {
    if (!files.owns(companyId, message.mediaUrl)) continue;
    const name = mediaPathOf(message, message.mediaUrl);
    const file = await files.open(companyId, message.mediaUrl);
    if (file) await writer.add(file, { name, store: true, date: message.createdAt });
    else missing.push({ messageId: message.id, file: name });
  }
}

async function ticketDetails(db: Db, companyId: number, contactId: number, ticketId: number): Promise<TicketDetails> {
  const [tags, logs, notes, rating, attendance, botSession] = await Promise.all([
    ticketsRepo.tags(db, companyId, ticketId),
    ticketsRepo.logs(db, companyId, ticketId),
    ticketsRepo.notes(db, companyId, contactId, ticketId),
    ticketsRepo.rating(db, companyId, ticketId),
    ticketsRepo.attendance(db, companyId, ticketId),
    ticketsRepo.botSession(db, companyId, ticketId),
  ]);
  return { tags, logs, notes, rating, attendance, botSession };
}

/**
 * The ticket's JSON as text pieces: its header, then its messages one page at a time, so a ticket of any length is
 * written holding one page. The pieces join into `{ "ticket": …, "messages": [ … ] }`.
 */
async function* ticketJson(
  db: Db,
  files: ExportMediaFiles,
  companyId: number,
  header: ReturnType<typeof presentArchiveTicket>,
  scope: MessageScope,
  ticketId: number,
): AsyncGenerator<string> {
  yield `{\n"ticket": ${JSON.stringify(header, null, 2)},\n"messages": [`;
  let first = true;
  const messages = pages(
    (after) => messagesRepo.page(db, companyId, ticketId, scope, after, ARCHIVE_PAGES.messages),
    (message) => message.id,
    ARCHIVE_PAGES.messages,
  );
  for await (const message of messages) {
    const file = files.owns(companyId, message.mediaUrl)
      ? mediaPathOf({ ...message, ticketId }, message.mediaUrl)
      : null;
    yield `${first ? '\n' : ',\n'}${JSON.stringify(presentArchiveMessage(message, file))}`;
    first = false;
  }
  yield '\n]\n}\n';
}
