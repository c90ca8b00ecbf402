import type { ContactView } from './schemas/contact.js';
import type { MessageView } from './schemas/message.js';
import type { PresenceState, TicketView } from './schemas/ticket.js';
import type { PublicUser, SessionUser } from './schemas/user.js';
import type { QuickMessageView } from './schemas/quick-message.js';
import type { ScheduleView } from './schemas/schedule.js';
import type { CampaignView } from './schemas/campaign.js';
import type { ContactListImportReport, ContactListView } from './schemas/contact-list.js';
import type { QueueIntegrationView } from './schemas/queue-integration.js';
import type { PromptView } from './schemas/prompt.js';
import type { FileListView } from './schemas/file-list.js';
import type { TagView } from './schemas/tag.js';

/**
 * Live socket contract (spec 1 §7 "Live socket"): event names the server emits, rooms, and the events a client
 * emits. Every server event is scoped by company; a socket only ever joins rooms of its own company.
 */
export const serverEvents = {
  ticket: (companyId: number) => `company-${companyId}-ticket`,
  appMessage: (companyId: number) => `company-${companyId}-appMessage`,
  contact: (companyId: number) => `company-${companyId}-contact`,
  presence: (companyId: number) => `company-${companyId}-presence`,
  whatsapp: (companyId: number) => `company-${companyId}-whatsapp`,
  whatsappSession: (companyId: number) => `company-${companyId}-whatsappSession`,
  auth: (companyId: number) => `company-${companyId}-auth`,
  announcement: (companyId: number) => `company-${companyId}-announcement`,
  user: (companyId: number) => `company-${companyId}-user`,
  queue: (companyId: number) => `company-${companyId}-queue`,
  settings: (companyId: number) => `company-${companyId}-settings`,
  chatUser: (companyId: number, userId: number) => `company-${companyId}-chat-user-${userId}`,
  chat: (companyId: number) => `company-${companyId}-chat`,
  chatRoom: (companyId: number, chatId: number) => `company-${companyId}-chat-${chatId}`,
  importMessages: (companyId: number) => `importMessages-${companyId}`,
  payment: (companyId: number) => `company-${companyId}-payment`,
  /** The simulator page: a simulated chat or the pairing changed. */
  simulator: (companyId: number) => `company-${companyId}-simulator`,
  /** Tags of the company; spec 3 names this channel without a dash after "company". */
  tag: (companyId: number) => `company${companyId}-tag`,
  quickMessage: (companyId: number) => `company-${companyId}-quickmessage`,
  schedule: (companyId: number) => `company-${companyId}-schedule`,
  campaign: (companyId: number) => `company-${companyId}-campaign`,
  contactList: (companyId: number) => `company-${companyId}-ContactList`,
  contactListItem: (companyId: number) => `company-${companyId}-ContactListItem`,
  queueIntegration: (companyId: number) => `company-${companyId}-queueIntegration`,
  file: (companyId: number) => `company-${companyId}-file`,
  /** Spec 3 §7 names this channel 'prompt' with no company: ours carries it, like every company channel. */
  prompt: (companyId: number) => `company-${companyId}-prompt`,
} as const;

/**
 * Platform-wide channels: the same content for every company's users. Announcements (spec 3 §7 names the channel
 * company-announcement) are written by the super administrator for everyone.
 */
export const platformEvents = {
  announcement: 'company-announcement',
} as const;

/** Rooms. Names carry the company so that no join can cross tenants. */
export const rooms = {
  company: (companyId: number) => `company:${companyId}`,
  user: (companyId: number, userId: number) => `company:${companyId}:user:${userId}`,
  /** Billing-only sockets (an expired company's sessions): they hear the company's payment event only. */
  billing: (companyId: number) => `company:${companyId}:billing`,
  // Ticket visibility (spec 1 §5): the server puts each socket in these by its user's profile and queues; ticket
  // and message events go only to the rooms allowed to see the ticket.
  /** Admins and allTicket users: every ticket of the company. */
  ticketsAll: (companyId: number) => `company:${companyId}:tickets:all`,
  /** Members of a queue: its tickets. */
  ticketsQueue: (companyId: number, queueId: number) => `company:${companyId}:tickets:queue:${queueId}`,
  /** allowGroup users: every group ticket. */
  ticketsGroups: (companyId: number) => `company:${companyId}:tickets:groups`,
  /** The user's own sockets: the tickets the user holds, whatever their queue. */
  ticketsHeldBy: (companyId: number, userId: number) => `company:${companyId}:tickets:user:${userId}`,
  /**
   * Every socket is in exactly one of these two: readers who get contact numbers masked under lgpdHideNumber
   * (profile user) and those who do not. `to(audience).except(other)` then reaches one kind only.
   */
  ticketsMasked: (companyId: number) => `company:${companyId}:tickets:masked`,
  ticketsUnmasked: (companyId: number) => `company:${companyId}:tickets:unmasked`,
} as const;

/** Events a client emits. */
export const clientEvents = {
  joinTickets: 'joinTickets',
  leaveTickets: 'leaveTickets',
  joinNotification: 'joinNotification',
  leaveNotification: 'leaveNotification',
  joinChatBox: 'joinChatBox',
  leaveChatBox: 'leaveChatBox',
  userStatus: 'userStatus',
} as const;

/**
 * Payload of `company-{id}-auth`, sent to the sockets of a session that another login of this account replaced
 * (every other session, or with the appSession setting the one of the same kind).
 */
export interface AuthEventPayload {
  action: 'sessionReplaced';
  user: { id: number };
  /** The new session, which replaced the one this socket belongs to. */
  sessionId: string;
}

/**
 * Payload of `company-{id}-user`. The user's own sockets get the user as the session has it (login, /auth/me) plus
 * `online`, so a client may replace its session user with it; other members of the company get the public user.
 */
export interface UserEventPayload {
  action: 'update' | 'create' | 'delete';
  user?: PublicUser | OwnUserEventUser;
  userId?: number;
}
export type OwnUserEventUser = SessionUser & Pick<PublicUser, 'online'>;

/** Payload of `company-{id}-ticket` (spec 1 §4 live ticket events). */
export type TicketEventPayload =
  | { action: 'update'; ticket: TicketView }
  | { action: 'delete'; ticketId: number }
  | { action: 'updateUnread'; ticketId: number };

/** Payload of `company-{id}-appMessage`. */
export interface AppMessageEventPayload {
  action: 'create' | 'update';
  message: MessageView;
  ticket: TicketView;
  contact: TicketView['contact'];
}

/** Payload of `company-{id}-contact`. */
export type ContactEventPayload =
  { action: 'update' | 'create'; contact: ContactView } | { action: 'delete'; contactId: number };

/** Payload of `company-{id}-presence`: a contact typing or recording in a ticket's chat. */
export interface PresenceEventPayload {
  action: 'update';
  ticketId: number;
  presence: PresenceState;
}

/**
 * Payload of `importMessages-{companyId}` (spec 2 §4): `update` carries the progress of a connection's import
 * (`this` is -1 while preparing), `refresh` says it finished and the list should be read again.
 */
export type ImportMessagesEventPayload =
  | { action: 'update'; whatsappId: number; status: { this: number; all: number; state: string } }
  | { action: 'refresh'; whatsappId: number };

/** Payload of `company{id}-tag` (spec 3: tags stay in sync through create, update, delete). */
export type TagEventPayload = { action: 'create' | 'update'; tag: TagView } | { action: 'delete'; tagId: number };

/** Payload of `company-{id}-campaign`: the record as the list and the report show it (its counts included). */
export type CampaignEventPayload =
  { action: 'create' | 'update'; record: CampaignView } | { action: 'delete'; id: number };

/** Payload of `company-{id}-ContactList`; `progress` is a running upload's report. */
export type ContactListEventPayload =
  | { action: 'create' | 'update'; record: ContactListView }
  | { action: 'delete'; id: number }
  | { action: 'progress'; report: ContactListImportReport };

/** Payload of `company-{id}-ContactListItem`: `reload` after an upload or a fill from a tag. */
export type ContactListItemEventPayload =
  | { action: 'create' | 'update' | 'reload'; contactListId: number; itemId?: number }
  | { action: 'delete'; contactListId: number; itemId: number };

/** Payload of `company-{id}-schedule`. */
export type ScheduleEventPayload =
  { action: 'create' | 'update'; schedule: ScheduleView } | { action: 'delete'; scheduleId: number };
/** Payload of `company-{id}-queueIntegration`. */
export type QueueIntegrationEventPayload =
  { action: 'create' | 'update'; queueIntegration: QueueIntegrationView } | { action: 'delete'; integrationId: number };
/** Payload of `company-{id}-prompt`. */
export type PromptEventPayload =
  { action: 'create' | 'update'; prompt: PromptView } | { action: 'delete'; promptId: number };
/** Payload of `company-{id}-file`. */
export type FileListEventPayload =
  { action: 'create' | 'update'; fileList: FileListView } | { action: 'delete'; fileId: number };

/**
 * Payload of `company-{id}-quickmessage`. Shared (geral) quick messages go to the whole company, the others to their
 * owner only; `delete` also tells those who no longer see one that was un-shared.
 */
export type QuickMessageEventPayload =
  { action: 'create' | 'update'; record: QuickMessageView } | { action: 'delete'; id: number };
