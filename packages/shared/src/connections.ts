/** Connection (spec 2 §3 "Connection (whatsapp)") constants shared by server and web. */
export const CONNECTION_CHANNELS = ['whatsapp', 'whatsappapi', 'facebook', 'instagram', 'simulator'] as const;
export type ConnectionChannel = (typeof CONNECTION_CHANNELS)[number];

export const CONNECTION_STATUSES = ['DISCONNECTED', 'OPENING', 'qrcode', 'CONNECTED', 'PAIRING', 'TIMEOUT'] as const;
export type ConnectionStatus = (typeof CONNECTION_STATUSES)[number];

/** The connections menu entry carries a badge while any connection is in one of these. */
export const CONNECTION_ALERT_STATUSES: readonly ConnectionStatus[] = [
  'qrcode',
  'PAIRING',
  'DISCONNECTED',
  'TIMEOUT',
  'OPENING',
];

export const CONNECTION_TOKEN_LENGTH = 30;
export const DEFAULT_MAX_USE_BOT_QUEUES = 3;
export const DEFAULT_MAX_USE_BOT_QUEUES_NPS = 3;
export const DEFAULT_PROVIDER = 'beta';

/** Minutes before an unassigned pending ticket moves to sendIdQueue; 20 and 25 carry 15 as the spec states. */
export const QUEUE_REDIRECT_OPTIONS = [
  { label: 0, value: 0 },
  { label: 5, value: 5 },
  { label: 10, value: 10 },
  { label: 15, value: 15 },
  { label: 20, value: 15 },
  { label: 25, value: 15 },
  { label: 30, value: 30 },
  { label: 60, value: 60 },
] as const;

/**
 * statusImportMessages while a connection imports the phone's old messages (spec 2 §4): the epoch milliseconds at
 * which history started arriving (the 'preparing' stage), then RUNNING while messages are stored, then DONE, which
 * offers the 'close imported tickets' button until POST /closedimported/{id} clears it.
 */
export const IMPORT_STATUS_RUNNING = 'Running';
export const IMPORT_STATUS_DONE = 'renderButtonCloseTickets';
/** A preparing stamp younger than this shows the disabled 'preparing' button. */
export const IMPORT_PREPARING_SECONDS = 35;
/** The import window reaches at most this far back. */
export const IMPORT_WINDOW_YEARS = 2;

/** The moment a preparing import started, when statusImportMessages holds a stamp; undefined otherwise. */
export function importPreparingSince(statusImportMessages: string | null | undefined): Date | undefined {
  if (!statusImportMessages || !/^\d{10,16}$/.test(statusImportMessages)) return undefined;
  return new Date(Number(statusImportMessages));
}

/** The greeting attachment (spec 2 §2: video or image only), as POST /whatsapp/{id}/media-upload accepts it. */
export const GREETING_MEDIA_TYPES = [
  'image/png',
  'image/jpeg',
  'image/webp',
  'image/gif',
  'video/mp4',
  'video/3gpp',
] as const;
export const GREETING_MEDIA_MAX_BYTES = 16 * 1024 * 1024;
