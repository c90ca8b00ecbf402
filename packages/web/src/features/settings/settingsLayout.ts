import type { CompanySettingKey } from '@guiche/shared';

/**
 * How the options tab groups the company settings of spec 2 §3, so that related switches sit together. Every
 * company setting key appears in exactly one group (checked by settingsLayout.test.ts).
 */
export const SETTING_GROUPS = [
  {
    id: 'service',
    keys: [
      'scheduleType',
      'chatBotType',
      'userRating',
      'userRandom',
      'acceptCallWhatsapp',
      'acceptAudioMessageContact',
      'requiredTag',
      'sendSignMessage',
      'campaignsEnabled',
    ],
  },
  {
    id: 'messages',
    keys: [
      'sendGreetingMessageOneQueues',
      'sendGreetingAccepted',
      'sendFarewellWaitingTicket',
      'sendMessageOutExpedientTicketOpen',
      'sendQueuePosition',
      'sendMsgTransfTicket',
    ],
  },
  {
    id: 'lgpd',
    keys: ['enableLGPD', 'lgpdConsent', 'lgpdDeleteMessage', 'lgpdHideNumber', 'lgpdMessage', 'lgpdLink'],
  },
  { id: 'devices', keys: ['appSession', 'pushPreview'] },
] as const satisfies readonly { id: string; keys: readonly CompanySettingKey[] }[];

/**
 * The settings the privacy card shows (PrivacyCard.tsx) rather than a group: the retention periods need their dry
 * run before they are turned on. Together with SETTING_GROUPS, every company setting key once.
 */
export const PRIVACY_SETTING_KEYS = [
  'lgpdOptOutWord',
  'retentionMediaDays',
  'retentionMessagesDays',
  'auditLogRetentionDays',
] as const satisfies readonly CompanySettingKey[];

/** The super administrator's platform settings, saved by key (PUT /settings/{key}). */
export const PLATFORM_SETTING_KEYS = ['userCreation', 'asaas'] as const;
export type PlatformSettingKey = (typeof PLATFORM_SETTING_KEYS)[number];
