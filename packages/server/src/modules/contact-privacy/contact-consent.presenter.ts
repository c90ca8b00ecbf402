import type { ConsentDecision, ContactConsentView } from '@guiche/shared';
import type { ContactConsentRow } from './contact-consents.repository.js';

/** A consent decision as GET /contacts/{id}/consents answers it. */
export function presentConsent(row: ContactConsentRow): ContactConsentView {
  return {
    id: row.id,
    contactId: row.contactId,
    ticketId: row.ticketId,
    // Written only by the engine with one of CONSENT_DECISIONS (lgpd-step.ts, lgpd-withdrawal-step.ts).
    decision: row.decision as ConsentDecision,
    message: row.message,
    link: row.link,
    createdAt: row.createdAt.toISOString(),
  };
}
