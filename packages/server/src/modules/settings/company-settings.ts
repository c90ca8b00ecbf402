import { COMPANY_SETTING_DEFAULTS, ENABLED, type ScheduleType } from '@guiche/shared';
import type { CompanySettingsRow } from './settings.repository.js';

/**
 * Settings as the server's features read them: toggles are booleans, choices are their union types. No feature
 * compares against 'enabled' itself.
 */
export interface CompanySettings {
  userRating: boolean;
  scheduleType: ScheduleType;
  chatBotType: 'text';
  acceptCallWhatsapp: boolean;
  userRandom: boolean;
  sendGreetingMessageOneQueues: boolean;
  sendSignMessage: boolean;
  sendFarewellWaitingTicket: boolean;
  sendGreetingAccepted: boolean;
  sendMessageOutExpedientTicketOpen: boolean;
  sendQueuePosition: boolean;
  acceptAudioMessageContact: boolean;
  enableLGPD: boolean;
  requiredTag: boolean;
  lgpdDeleteMessage: boolean;
  lgpdHideNumber: boolean;
  lgpdConsent: boolean;
  lgpdMessage: string;
  lgpdLink: string;
  /** The word a contact writes to withdraw consent (compared trimmed, ignoring case and accents); '' offers none. */
  lgpdOptOutWord: string;
  sendMsgTransfTicket: boolean;
  campaignsEnabled: boolean;
  /** Web Push notifications carry the message's text (issue 41); off, only who wrote. */
  pushPreview: boolean;
  /** A user may hold one browser and one installed-app session at once (issue 41); off, one session in all. */
  appSession: boolean;
}

export function toCompanySettings(row: CompanySettingsRow | undefined): CompanySettings {
  const value = <K extends keyof CompanySettings>(key: K): string => (row ? row[key] : COMPANY_SETTING_DEFAULTS[key]);
  const on = (key: keyof CompanySettings) => value(key) === ENABLED;
  return {
    userRating: on('userRating'),
    scheduleType: value('scheduleType') as ScheduleType,
    chatBotType: 'text',
    acceptCallWhatsapp: on('acceptCallWhatsapp'),
    userRandom: on('userRandom'),
    sendGreetingMessageOneQueues: on('sendGreetingMessageOneQueues'),
    sendSignMessage: on('sendSignMessage'),
    sendFarewellWaitingTicket: on('sendFarewellWaitingTicket'),
    sendGreetingAccepted: on('sendGreetingAccepted'),
    sendMessageOutExpedientTicketOpen: on('sendMessageOutExpedientTicketOpen'),
    sendQueuePosition: on('sendQueuePosition'),
    acceptAudioMessageContact: on('acceptAudioMessageContact'),
    enableLGPD: on('enableLGPD'),
    requiredTag: on('requiredTag'),
    lgpdDeleteMessage: on('lgpdDeleteMessage'),
    lgpdHideNumber: on('lgpdHideNumber'),
    lgpdConsent: on('lgpdConsent'),
    lgpdMessage: value('lgpdMessage'),
    lgpdLink: value('lgpdLink'),
    lgpdOptOutWord: value('lgpdOptOutWord'),
    sendMsgTransfTicket: on('sendMsgTransfTicket'),
    campaignsEnabled: value('campaignsEnabled') === 'true',
    pushPreview: on('pushPreview'),
    appSession: on('appSession'),
  };
}
