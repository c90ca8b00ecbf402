import { z } from 'zod';
import { pageNumberField } from './common.js';

/**
 * A contact's answers to the LGPD consent prompt (issue 40 item 4): '1' accepted, '2' refused, and a withdrawal by the
 * company's opt-out word. The latest decision is the one in force.
 */
export const CONSENT_DECISIONS = ['accepted', 'refused', 'withdrawn'] as const;
export type ConsentDecision = (typeof CONSENT_DECISIONS)[number];

/** Decisions after which campaigns no longer write to the contact while enableLGPD is on. */
export const CONSENT_DECISIONS_WITHOUT_CONSENT: readonly ConsentDecision[] = ['refused', 'withdrawn'];

/** GET /contacts/{id}/consents pages hold this many decisions, the newest first. */
export const CONSENTS_PAGE_SIZE = 20;

/** GET /contacts/{id}/consents. */
export const listContactConsentsQuerySchema = z.object({ pageNumber: pageNumberField() });
export type ListContactConsentsQuery = z.infer<typeof listContactConsentsQuerySchema>;

/** One decision, with the text and link the contact was shown when they made it. */
export const contactConsentViewSchema = z.object({
  id: z.number().int(),
  contactId: z.number().int(),
  ticketId: z.number().int().nullable(),
  decision: z.enum(CONSENT_DECISIONS),
  message: z.string(),
  link: z.string(),
  createdAt: z.string(),
});
export type ContactConsentView = z.infer<typeof contactConsentViewSchema>;

export const contactConsentListAnswerSchema = z.object({
  consents: z.array(contactConsentViewSchema),
  count: z.number().int(),
  hasMore: z.boolean(),
});
export type ContactConsentListAnswer = z.infer<typeof contactConsentListAnswerSchema>;
