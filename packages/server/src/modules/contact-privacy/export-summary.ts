import type { ContactExportSummary } from '@guiche/shared';
import type { Db } from '../../db/database.js';
import { ARCHIVE_PAGES, type ArchiveSubject } from './contact-archive.js';
import { exportMessagesRepository as messagesRepo } from './export-messages.repository.js';
import { exportTicketsRepository as ticketsRepo } from './export-tickets.repository.js';
import type { ExportMediaFiles } from './media-files.js';

/**
 * What the archive's JSON weighs once deflated, for the download's progress (the media are stored as they are, so
 * their part is exact). Measured on exports of 2,000 generated chat lines (contact-export-pages.test.ts writes
 * such a history): a message's JSON besides its text (ids, flags, times) deflated to about 5 bytes when every time
 * is alike, and the texts (Portuguese chat words) to 0.28 of their bytes. Real chats vary more: 24 bytes and 0.35
 * keep the estimate a little above the archive, so the bar slows near its end rather than waiting at 99%.
 */
export const SIZE_ESTIMATE = {
  messageJsonBytes: 24,
  textRatio: 0.35,
  /** A zip entry's local header, data descriptor and central-directory record with its name. */
  entryBytes: 200,
  /** README, contact.json, schedules and campaign sends of a small profile. */
  fixedBytes: 6_000,
} as const;

/** Sizes of stored files stat'ed at once: enough to hide the file system's latency, few enough to be polite. */
const SIZE_CONCURRENCY = 8;

/** GET /contacts/{id}/export/summary: the archive's counts and its expected size. */
export async function exportSummary(
  db: Db,
  files: ExportMediaFiles,
  subject: ArchiveSubject,
): Promise<ContactExportSummary> {
  const { companyId, contact, ownScope, person } = subject;
  const [ownTickets, own, groups] = await Promise.all([
    ticketsRepo.ownCount(db, companyId, contact.id),
    messagesRepo.ownCounts(db, companyId, contact.id, ownScope),
    messagesRepo.participantCounts(db, companyId, contact.id, person),
  ]);
  const media = { files: 0, bytes: 0 };
  for (const where of [{ kind: 'own', scope: ownScope } as const, { kind: 'groups', person } as const]) {
    let after = 0;
    for (;;) {
      const rows = await messagesRepo.mediaKeysPage(db, companyId, contact.id, where, after, ARCHIVE_PAGES.media);
      await addSizes(
        files,
        companyId,
        rows.map((row) => row.mediaUrl),
        media,
      );
      const last = rows.at(-1);
      if (rows.length < ARCHIVE_PAGES.media || !last) break;
      after = last.id;
    }
  }
  if (files.owns(companyId, contact.profilePicUrl)) await addSizes(files, companyId, [contact.profilePicUrl], media);
  const tickets = ownTickets + groups.tickets;
  const messages = own.messages + groups.messages;
  const textBytes = own.textBytes + groups.textBytes;
  const json = textBytes * SIZE_ESTIMATE.textRatio + messages * SIZE_ESTIMATE.messageJsonBytes;
  return {
    tickets,
    messages,
    mediaFiles: media.files,
    mediaBytes: media.bytes,
    estimatedBytes: Math.ceil(
      media.bytes + json + (media.files + tickets) * SIZE_ESTIMATE.entryBytes + SIZE_ESTIMATE.fixedBytes,
    ),
  };
}

/** Adds the files that are there (a removed one is left out of the archive, and so of the counts). */
async function addSizes(
  files: ExportMediaFiles,
  companyId: number,
  keys: readonly string[],
  total: { files: number; bytes: number },
): Promise<void> {
  const owned = keys.filter((key) => files.owns(companyId, key));
  for (let start = 0; start < owned.length; start += SIZE_CONCURRENCY) {
    const sizes = await Promise.all(
      owned.slice(start, start + SIZE_CONCURRENCY).map((key) => files.size(companyId, key)),
    );
    for (const size of sizes) {
      if (size === undefined) continue;
      total.files += 1;
      total.bytes += size;
    }
  }
}
