import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { CONSENT_DECISIONS_WITHOUT_CONSENT, ENABLED, type ConsentDecision } from '@guiche/shared';
import type { DbOrTx } from '../../db/database.js';
import { qualified } from '../../db/qualified-column.js';
import { arrayParam } from '../../db/raw-rows.js';
import { companySettings, contactConsents, contacts } from '../../db/schema/index.js';

export type ContactConsentRow = typeof contactConsents.$inferSelect;

export interface NewConsent {
  contactId: number;
  ticketId: number | null;
  decision: ConsentDecision;
  message: string;
  link: string;
  at: Date;
}

export const contactConsentsRepository = {
  /** One decision, as the contact made it. */
  async record(tx: DbOrTx, companyId: number, consent: NewConsent): Promise<void> {
    const { at, ...values } = consent;
    await tx.insert(contactConsents).values({ ...values, companyId, createdAt: at });
  },

  /** A page of the contact's decisions, the newest first (by id: two decisions of one instant keep their order). */
  async page(
    tx: DbOrTx,
    companyId: number,
    contactId: number,
    page: { limit: number; offset: number },
  ): Promise<{ rows: ContactConsentRow[]; count: number }> {
    const where = and(eq(contactConsents.companyId, companyId), eq(contactConsents.contactId, contactId));
    const [rows, total] = await Promise.all([
      tx
        .select()
        .from(contactConsents)
        .where(where)
        .orderBy(desc(contactConsents.id))
        .limit(page.limit)
        .offset(page.offset),
      tx.select({ value: count() }).from(contactConsents).where(where),
    ]);
    return { rows, count: total[0]?.value ?? 0 };
  },

  /** Every decision of the contact, oldest first, for the export (a handful per conversation). */
  async allOf(tx: DbOrTx, companyId: number, contactId: number): Promise<ContactConsentRow[]> {
    return tx
      .select()
      .from(contactConsents)
      .where(and(eq(contactConsents.companyId, companyId), eq(contactConsents.contactId, contactId)))
      .orderBy(contactConsents.id);
  },
};

/**
 * SQL other repositories compose (the campaign sender): true when the company asks for consent (enableLGPD) and the
 * latest decision of the contact holding any of `numbers` (a number's forms, phoneEquivalents) is a refusal or a
 * withdrawal. A number without a contact, or a contact who never answered, has given no refusal: campaigns to lists
 * of people who never wrote keep going, as they did before consent was recorded. The latest decision is one probe
 * of contact_consents_contact_idx backwards per contact.
 */
export function consentWithheldSql(companyId: number, numbers: readonly string[]): SQL<boolean> {
  const refusals = sql.join(
    CONSENT_DECISIONS_WITHOUT_CONSENT.map((decision) => sql`${decision}`),
    sql`, `,
  );
  const settings = {
    companyId: qualified(companySettings.companyId),
    enableLGPD: qualified(companySettings.enableLGPD),
  };
  const contact = {
    id: qualified(contacts.id),
    companyId: qualified(contacts.companyId),
    number: qualified(contacts.number),
  };
  const consent = {
    id: qualified(contactConsents.id),
    companyId: qualified(contactConsents.companyId),
    contactId: qualified(contactConsents.contactId),
    decision: qualified(contactConsents.decision),
  };
  return sql<boolean>`(exists (select 1 from ${companySettings} where ${settings.companyId} = ${companyId} and ${settings.enableLGPD} = ${ENABLED})
    and exists (select 1 from ${contacts} where ${contact.companyId} = ${companyId} and ${contact.number} = any(${arrayParam(numbers)}::text[])
      and (select ${consent.decision} from ${contactConsents}
            where ${consent.companyId} = ${companyId} and ${consent.contactId} = ${contact.id}
            order by ${consent.id} desc limit 1) in (${refusals})))`;
}
