/** Constants the spec fixes (spec 1 §9, spec 2 §9). One place, used by server and web alike. */

export const LANGUAGES = ['pt-BR', 'en', 'es', 'tr'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'pt-BR';

export const PROFILES = ['admin', 'supervisor', 'user'] as const;
export type Profile = (typeof PROFILES)[number];

export const THEMES = ['light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];

export const MENU_STATES = ['open', 'closed'] as const;

/** A user's allTicket as spec 1 §1 and 2 §3 spell it (unlike the three access flags, which take 'enabled'). */
export const ALL_TICKET_VALUES = ['enable', 'disable'] as const;
export type MenuState = (typeof MENU_STATES)[number];

export const TICKET_STATUSES = ['pending', 'open', 'closed', 'group'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

/** The contact's answer to the rating message on close (spec 1 §9: NPS scale 0 to 10). */
export const NPS_MIN = 0;
export const NPS_MAX = 10;

/** Company 1 is the platform's own company and never expires. */
export const PLATFORM_COMPANY_ID = 1;
export const PLATFORM_COMPANY_DUE_DATE = '2999-12-31';

export const SUBSCRIPTION_WARNING_DAYS = 5;
export const TOAST_AUTOCLOSE_MS = 3000;
export const ERROR_TOAST_MS = 2000;
export const USER_STATUS_HEARTBEAT_MS = 300_000;
export const SOCKET_PING_MS = 18_000;
export const DRAWER_WIDTH = 276;
export const NO_PERMISSION_REDIRECT_MS = 1000;
export const SESSION_REPLACED_RELOAD_MS = 1000;
/** Where a session runs (login's sessionKind): a browser tab, or the installed app. */
export const SESSION_KINDS = ['browser', 'app'] as const;
export type SessionKind = (typeof SESSION_KINDS)[number];
/** Why a session ended, kept with its refresh tokens so that its next refresh can say it (ERR_SESSION_REPLACED). */
export const SESSION_END_REASONS = ['logout', 'replaced', 'replayed', 'revoked'] as const;
export type SessionEndReason = (typeof SESSION_END_REASONS)[number];
export const DEFAULT_WORK_START = '00:00';
export const DEFAULT_WORK_END = '23:59';

/** Browser storage keys named by spec 1 §3. */
export const STORAGE_KEYS = {
  token: 'token',
  publicToken: 'public-token',
  companyId: 'companyId',
  userId: 'userId',
  companyDueDate: 'companyDueDate',
  profileImage: 'profileImage',
  cshow: 'cshow',
  sendSignMessage: 'sendSignMessage',
  currentChat: 'currentChat',
  volume: 'volume',
  audioSpeed: 'audioSpeed',
  /** The to-do list (spec 3 "To-do list"): a device's own, kept across logins. */
  tasks: 'tasks',
} as const;

export const VOLUME_MIN = 0;
export const VOLUME_MAX = 1;
export const VOLUME_STEP = 0.1;
