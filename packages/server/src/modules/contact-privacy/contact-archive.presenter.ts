import type { ContactRow } from '../contacts/index.js';
import type { ContactConsentRow } from './contact-consents.repository.js';
import type { ExportMessage } from './export-messages.repository.js';
import type {
  ExportCampaignSend,
  ExportErasure,
  ExportExtraInfo,
  ExportListEntry,
  ExportNote,
  ExportSchedule,
} from './export-profile.repository.js';
import type {
  ExportAttendance,
  ExportBotSession,
  ExportRating,
  ExportTicket,
  ExportTicketLog,
} from './export-tickets.repository.js';

/**
 * The archive's JSON, in one place: what each file of a contact's export says, with names a person (and the
 * company's data protection officer) can read. Times are ISO 8601 in UTC; ids are kept so that entries point at
 * each other (a message's ticket, a quoted message).
 */

const iso = (at: Date | null | undefined) => at?.toISOString() ?? null;

function presentArchiveContact(row: ContactRow, profilePicture: string | null) {
  return {
    id: row.id,
    name: row.name,
    number: row.number,
    lid: row.lid,
    externalId: row.externalId,
    email: row.email,
    channel: row.channel,
    isGroup: row.isGroup,
    blocked: !row.active,
    disableBot: row.disableBot,
    acceptAudioMessage: row.acceptAudioMessage,
    lgpdAcceptedAt: iso(row.lgpdAcceptedAt),
    profilePicture,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

/** What contact.json holds besides the contact itself. */
export interface ArchiveProfile {
  extraInfo: ExportExtraInfo[];
  tags: { id: number; name: string }[];
  consents: ContactConsentRow[];
  erasures: ExportErasure[];
  listEntries: ExportListEntry[];
  notes: ExportNote[];
}

/** contact.json: the contact, its extra information and tags, its consent history, list entries, notes, erasures. */
export function presentArchiveProfile(
  companyName: string,
  contact: ContactRow,
  exportedAt: Date,
  profilePicture: string | null,
  profile: ArchiveProfile,
) {
  return {
    exportedAt: iso(exportedAt),
    company: companyName,
    contact: presentArchiveContact(contact, profilePicture),
    extraInfo: profile.extraInfo.map((line) => ({
      name: line.name,
      value: line.value,
      createdAt: iso(line.createdAt),
      updatedAt: iso(line.updatedAt),
    })),
    tags: profile.tags.map((tag) => ({ id: tag.id, name: tag.name })),
    consents: profile.consents.map(presentArchiveConsent),
    contactListEntries: profile.listEntries.map((entry) => ({ ...entry, createdAt: iso(entry.createdAt) })),
    notesWithoutTicket: profile.notes.map(presentArchiveNote),
    erasures: profile.erasures.map((erasure) => ({
      status: erasure.status,
      counts: erasure.counts,
      requestedBy: erasure.requestedByName,
      createdAt: iso(erasure.createdAt),
      finishedAt: iso(erasure.finishedAt),
    })),
  };
}

export function presentArchiveConsent(row: ContactConsentRow) {
  return {
    decision: row.decision,
    message: row.message,
    link: row.link,
    ticketId: row.ticketId,
    createdAt: iso(row.createdAt),
  };
}

export function presentArchiveSchedule({ schedule, userName }: ExportSchedule) {
  return {
    id: schedule.id,
    body: schedule.body,
    status: schedule.status,
    sendAt: iso(schedule.sendAt),
    sentAt: iso(schedule.sentAt),
    failedReason: schedule.failedReason,
    ticketId: schedule.ticketId,
    user: userName,
    createdAt: iso(schedule.createdAt),
  };
}

type Variant = 1 | 2 | 3 | 4 | 5;

export function presentArchiveCampaignSend({ shipping, campaign }: ExportCampaignSend) {
  const variant = shipping.variant as Variant;
  return {
    campaignId: campaign.id,
    campaign: campaign.name,
    status: shipping.status,
    // The variant drawn for this recipient, as written (its {placeholders} were filled with the fields below).
    message: campaign[`message${variant}`] ?? null,
    confirmationMessage: campaign.confirmation ? (campaign[`confirmationMessage${variant}`] ?? null) : null,
    attachment: campaign.mediaName,
    name: shipping.name,
    number: shipping.number,
    email: shipping.email,
    variables: shipping.variables,
    dueAt: iso(shipping.dueAt),
    confirmationRequestedAt: iso(shipping.confirmationRequestedAt),
    confirmedAt: iso(shipping.confirmedAt),
    deliveredAt: iso(shipping.deliveredAt),
    failedReason: shipping.failedReason,
    createdAt: iso(shipping.createdAt),
  };
}

export function presentArchiveNote({ note, userName }: ExportNote) {
  return { id: note.id, note: note.note, user: userName, ticketId: note.ticketId, createdAt: iso(note.createdAt) };
}

/** What hangs on a ticket besides its messages. */
export interface TicketDetails {
  tags: { id: number; name: string; color: string }[];
  logs: ExportTicketLog[];
  notes: ExportNote[];
  rating: ExportRating | undefined;
  attendance: ExportAttendance[];
  botSession: ExportBotSession | undefined;
}

/** A ticket's header: everything of it but its messages. `group`: the group's name, for another contact's group. */
export function presentArchiveTicket(
  { ticket, queueName, connectionName, userName, groupName }: ExportTicket,
  details: TicketDetails | undefined,
  ownTicket: boolean,
) {
  return {
    id: ticket.id,
    uuid: ticket.uuid,
    status: ticket.status,
    channel: ticket.channel,
    isGroup: ticket.isGroup,
    group: ownTicket ? null : groupName,
    queue: queueName,
    connection: connectionName,
    attendant: userName,
    createdAt: iso(ticket.createdAt),
    updatedAt: iso(ticket.updatedAt),
    closedAt: iso(ticket.closedAt),
    lastMessageAt: iso(ticket.lastMessageAt),
    ...(details
      ? {
          tags: details.tags,
          log: details.logs.map(({ log, userName: user, queueName: queue }) => ({
            type: log.type,
            user,
            queue,
            createdAt: iso(log.createdAt),
          })),
          notes: details.notes.map(presentArchiveNote),
          rating: details.rating
            ? {
                rate: details.rating.rating.rate,
                attendant: details.rating.userName,
                createdAt: iso(details.rating.rating.createdAt),
              }
            : null,
          attendance: details.attendance.map((cycle) => ({
            queue: cycle.queueName,
            attendant: cycle.userName,
            queuedAt: iso(cycle.queuedAt),
            botAt: iso(cycle.botAt),
            startedAt: iso(cycle.startedAt),
            finishedAt: iso(cycle.finishedAt),
            ratedAt: iso(cycle.ratedAt),
            rate: cycle.rate,
          })),
          botSession: details.botSession
            ? {
                kind: details.botSession.kind,
                answers: details.botSession.answers,
                startedAt: iso(details.botSession.createdAt),
                lastActivityAt: iso(details.botSession.lastActivityAt),
              }
            : null,
        }
      : {}),
  };
}

/** Who wrote a message, as a person reads it. */
function senderOf(message: Pick<ExportMessage, 'fromMe' | 'isBot'>): 'contact' | 'attendant' | 'bot' {
  if (!message.fromMe) return 'contact';
  return message.isBot ? 'bot' : 'attendant';
}

/** A message; `mediaFile` is its file's path inside the archive, or null when it carries none of ours. */
export function presentArchiveMessage(message: ExportMessage, mediaFile: string | null) {
  return {
    id: message.id,
    sender: senderOf(message),
    attendant: message.fromMe && !message.isBot ? message.userName : null,
    body: message.body,
    type: message.mediaType,
    fileName: message.mediaName,
    mediaFile,
    quotedMessage: message.quotedMsgId,
    ack: message.ack,
    deleted: message.isDeleted,
    edited: message.isEdited,
    forwarded: message.isForwarded,
    private: message.isPrivate,
    sentAt: iso(message.sentAt),
    createdAt: iso(message.createdAt),
  };
}
