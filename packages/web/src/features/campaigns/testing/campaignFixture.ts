import type { CampaignView } from '@guiche/shared';

/** A campaign as the API presents it, for the unit tests: a draft with one message, nothing sent. */
export function campaignFixture(extra: Partial<CampaignView> = {}): CampaignView {
  return {
    id: 1,
    name: 'Campanha',
    status: 'INATIVA',
    confirmation: false,
    contactListId: null,
    contactList: null,
    tagListId: null,
    whatsappId: null,
    whatsapp: null,
    whatsapps: [],
    scheduledAt: null,
    completedAt: null,
    message1: 'Oi',
    message2: null,
    message3: null,
    message4: null,
    message5: null,
    confirmationMessage1: null,
    confirmationMessage2: null,
    confirmationMessage3: null,
    confirmationMessage4: null,
    confirmationMessage5: null,
    mediaPath: null,
    mediaName: null,
    companyId: 1,
    stats: { valid: 0, delivered: 0, confirmationRequested: 0, confirmed: 0, failed: 0, invalid: 0, pending: 0 },
    createdAt: '2026-11-01T12:00:00.000Z',
    ...extra,
  };
}
