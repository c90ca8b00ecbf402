import { DEFAULT_LANGUAGE, maskPhoneNumber } from '@guiche/shared';
import type { DbOrTx } from '../../db/database.js';
import type { RequestAuth } from '../auth/auth.service.js';
import { companiesReader } from '../companies/index.js';
import { hidesNumbersFrom } from '../contacts/contacts.policy.js';
import { toCompanySettings } from '../settings/company-settings.js';
import { settingsReader } from '../settings/index.js';
import { assertTicketVisible } from '../tickets/ticket-access.js';
import { usersReader } from '../users/index.js';
import { LGPD_DELETED_BODY } from './message.presenter.js';
import type { TranscriptDocument, TranscriptMessage } from './transcript-html.js';
import { transcriptLabels } from './transcript-labels.js';
import { transcriptRepository, type TranscriptMessageRow } from './transcript.repository.js';

/**
 * A transcript holds at most this many messages: the whole document is built in memory (its media links are signed
 * as it is serialised), about 1 KB a message, so the longest group chats cost some 20 MB for the moment of the
 * download rather than without bound.
 */
export const TRANSCRIPT_MAX_MESSAGES = 20_000;
const BATCH = 1000;

/** dd/MM/yyyy HH:mm in the company's zone (spec 1 §9), whatever the reader's language. */
function dateShower(timeZone: string): (at: Date) => string {
  const format = new Intl.DateTimeFormat('pt-BR', {
    timeZone,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  return (at) => format.format(at).replace(', ', ' ');
}

/** The ticket's messages oldest first, at most TRANSCRIPT_MAX_MESSAGES, and whether there were more. */
async function readMessages(
  db: DbOrTx,
  companyId: number,
  ticketId: number,
): Promise<{ rows: TranscriptMessageRow[]; more: boolean }> {
  const rows: TranscriptMessageRow[] = [];
  for (;;) {
    const room = TRANSCRIPT_MAX_MESSAGES - rows.length;
    const batch = await transcriptRepository.batch(
      db,
      companyId,
      ticketId,
      rows.at(-1)?.id ?? 0,
      Math.min(BATCH, room + 1),
    );
    rows.push(...batch.slice(0, room));
    if (batch.length > room) return { rows, more: true };
    if (batch.length < BATCH) return { rows, more: false };
  }
}

/**
 * GET /messages/{ticketId}/transcript: the conversation for whoever may read the chat (assertTicketVisible), as the
 * chat shows it: private notes marked, a contact's deleted message as 'Mensagem apagada' under LGPD, the number
 * partly hidden from those who see it so, times in the company's zone, words in the reader's language.
 */
export async function ticketTranscript(
  db: DbOrTx,
  auth: RequestAuth,
  ticketId: number,
  now: Date,
): Promise<TranscriptDocument> {
  const ticket = await assertTicketVisible(db, auth, ticketId);
  const { companyId } = auth;
  const [head, settingsRow, timeZone, user, read] = await Promise.all([
    transcriptRepository.head(db, companyId, ticket.id),
    settingsReader.findRow(db, companyId),
    companiesReader.timeZoneOf(db, companyId),
    usersReader.findById(db, companyId, auth.userId),
    readMessages(db, companyId, ticket.id),
  ]);
  const settings = toCompanySettings(settingsRow);
  const hideDeleted = settings.enableLGPD && settings.lgpdDeleteMessage;
  const shown = dateShower(timeZone);
  const labels = transcriptLabels(user?.language);
  const messages = read.rows.map((row): TranscriptMessage => {
    // Under LGPD a contact's deleted message keeps nothing of what it said, its file included.
    const erased = hideDeleted && row.isDeleted && !row.fromMe;
    return {
      id: row.id,
      at: row.sentAt.toISOString(),
      shownAt: shown(row.sentAt),
      author: !row.fromMe ? 'contact' : row.isBot ? 'bot' : 'user',
      authorName: row.fromMe ? row.userName : (row.contactName ?? head?.contactName ?? null),
      body: erased ? LGPD_DELETED_BODY : row.body,
      mediaUrl: erased ? null : row.mediaUrl,
      mediaName: erased ? null : row.mediaName,
      isPrivate: row.isPrivate,
      isDeleted: row.isDeleted,
      isEdited: row.isEdited,
      isForwarded: row.isForwarded,
    };
  });
  // The chat's order: by when each was sent, ties in the order stored.
  messages.sort((a, b) => Date.parse(a.at) - Date.parse(b.at) || a.id - b.id);
  const number = head?.contactNumber ?? null;
  return {
    language: user?.language ?? DEFAULT_LANGUAGE,
    labels,
    ticketId: ticket.id,
    contactName: head?.contactName ?? null,
    contactNumber: number !== null && hidesNumbersFrom(auth, settings) ? maskPhoneNumber(number) : number,
    queueName: head?.queueName ?? null,
    userName: head?.userName ?? null,
    connectionName: head?.connectionName ?? null,
    exportedAt: shown(now),
    truncatedAt: read.more ? TRANSCRIPT_MAX_MESSAGES : null,
    messages,
  };
}
