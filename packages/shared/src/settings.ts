/**
 * Company settings keys of spec 2 §3 and the value every new company starts with.
 * `userCreation` is the platform-level key the super administrator sets; `asaas` is a payment-provider
 * secret and is never sent to a browser.
 */
export const ENABLED = 'enabled';
export const DISABLED = 'disabled';

export const SCHEDULE_TYPES = ['disabled', 'queue', 'company', 'connection'] as const;
export type ScheduleType = (typeof SCHEDULE_TYPES)[number];

export const COMPANY_SETTING_DEFAULTS = {
  userRating: DISABLED,
  scheduleType: 'disabled' as ScheduleType,
  chatBotType: 'text',
  acceptCallWhatsapp: ENABLED,
  userRandom: DISABLED,
  sendGreetingMessageOneQueues: ENABLED,
  sendSignMessage: ENABLED,
  sendFarewellWaitingTicket: DISABLED,
  sendGreetingAccepted: DISABLED,
  sendMessageOutExpedientTicketOpen: DISABLED,
  sendQueuePosition: DISABLED,
  acceptAudioMessageContact: ENABLED,
  enableLGPD: DISABLED,
  requiredTag: DISABLED,
  lgpdDeleteMessage: DISABLED,
  lgpdHideNumber: DISABLED,
  lgpdConsent: DISABLED,
  lgpdMessage: '',
  lgpdLink: '',
  sendMsgTransfTicket: DISABLED,
  campaignsEnabled: 'false',
  /** A word a contact writes to withdraw LGPD consent; '' offers no withdrawal by message. */
  lgpdOptOutWord: '',
  /** Days after which media files are removed; '' keeps them (retention off). */
  retentionMediaDays: '',
  /** Days after which the messages of closed tickets are anonymised; '' keeps them (retention off). */
  retentionMessagesDays: '',
  /** Days the audit trail keeps its entries. */
  auditLogRetentionDays: '365',
  /** Web Push notifications show the message's text; off, they say only who wrote (privacy by default). */
  pushPreview: DISABLED,
  /**
   * A user may keep one browser session and one installed-app session (the phone) at once; off, spec 1's rule of one
   * session per user holds.
   */
  appSession: DISABLED,
} as const;

export type CompanySettingKey = keyof typeof COMPANY_SETTING_DEFAULTS;
export const COMPANY_SETTING_KEYS = Object.keys(COMPANY_SETTING_DEFAULTS) as CompanySettingKey[];

/** Key/value settings held per company in the `settings` table (not in the company-settings row). */
export const KEY_VALUE_SETTING_DEFAULTS = {
  userCreation: ENABLED,
  asaas: '',
} as const;

export type KeyValueSettingKey = keyof typeof KEY_VALUE_SETTING_DEFAULTS;
/** Keys whose value never leaves the server. */
export const SECRET_SETTING_KEYS: readonly KeyValueSettingKey[] = ['asaas'];
