import { sql, type SQL } from 'drizzle-orm';
import { contactConsentsRepository } from './contact-consents.repository.js';
import { exportTicketsRepository } from './export-tickets.repository.js';
import { scopeCondition, type ParticipantForms } from './export-messages.repository.js';

/** What other modules may write of consent: the conversation engine records each decision a contact makes. */
export const consentsWriter: Pick<typeof contactConsentsRepository, 'record'> = contactConsentsRepository;

/** SQL other repositories compose: whether campaigns must leave a number alone (the campaign sender). */
export { consentWithheldSql } from './contact-consents.repository.js';

/**
 * How the contact erasure finds what a person wrote in other contacts' WhatsApp groups, exactly as the export does:
 * the forms a contact appears under as a participant, whether it can appear at all, and the condition on messages.
 */
export { canParticipate, participantFormsOf, type ParticipantForms } from './export-messages.repository.js';
export const groupTicketsReader: Pick<typeof exportTicketsRepository, 'groupTicketIds'> = exportTicketsRepository;

/**
 * The messages `person` wrote as a group participant (not the company's): a condition on the table `messages` read
 * under its own name (columns written `"messages"."participant"`), so a statement must not alias it.
 */
export const participantMessageSql = (person: ParticipantForms): SQL =>
  scopeCondition({ kind: 'participant', person }) ?? sql`false`;
