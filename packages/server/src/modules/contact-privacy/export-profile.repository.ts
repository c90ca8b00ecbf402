import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.js';
import {
  campaignShippings,
  campaigns,
  contactCustomFields,
  contactErasures,
  contactListItems,
  contactLists,
  schedules,
  ticketNotes,
  users,
} from '../../db/schema/index.js';

/**
 * What the export reads about the contact outside its tickets: extra information, erasures, the contact lists and
 * campaigns that hold its number, its schedules and its notes written outside any ticket. Each is a handful of rows
 * per contact (bounded by what people typed or planned for one person), so each is one query.
 */
export const exportProfileRepository = {
  async extraInfo(tx: DbOrTx, companyId: number, contactId: number) {
    return tx
      .select({
        id: contactCustomFields.id,
        name: contactCustomFields.name,
        value: contactCustomFields.value,
        createdAt: contactCustomFields.createdAt,
        updatedAt: contactCustomFields.updatedAt,
      })
      .from(contactCustomFields)
      .where(and(eq(contactCustomFields.companyId, companyId), eq(contactCustomFields.contactId, contactId)))
      .orderBy(asc(contactCustomFields.id));
  },

  /** Erasures requested for the contact: what went, as counts (the rows hold no data of the contact). */
  async erasures(tx: DbOrTx, companyId: number, contactId: number) {
    return tx
      .select({
        id: contactErasures.id,
        status: contactErasures.status,
        counts: contactErasures.counts,
        requestedByName: contactErasures.requestedByName,
        createdAt: contactErasures.createdAt,
        finishedAt: contactErasures.finishedAt,
      })
      .from(contactErasures)
      .where(and(eq(contactErasures.companyId, companyId), eq(contactErasures.contactId, contactId)))
      .orderBy(asc(contactErasures.id));
  },

  /** Campaign contact-list lines holding one of the contact's numbers (lists are by number, not by contact). */
  async listEntries(tx: DbOrTx, companyId: number, numbers: readonly string[]) {
    if (numbers.length === 0) return [];
    return tx
      .select({
        id: contactListItems.id,
        list: contactLists.name,
        name: contactListItems.name,
        number: contactListItems.number,
        email: contactListItems.email,
        variables: contactListItems.variables,
        isWhatsappValid: contactListItems.isWhatsappValid,
        createdAt: contactListItems.createdAt,
      })
      .from(contactListItems)
      .innerJoin(contactLists, eq(contactLists.id, contactListItems.contactListId))
      .where(and(eq(contactListItems.companyId, companyId), inArray(contactListItems.number, [...numbers])))
      .orderBy(asc(contactListItems.id));
  },

  /** Campaign sends to one of the contact's numbers, with the campaign's name and the text of the variant drawn. */
  async campaignSends(tx: DbOrTx, companyId: number, numbers: readonly string[]) {
    if (numbers.length === 0) return [];
    return tx
      .select({ shipping: campaignShippings, campaign: campaigns })
      .from(campaignShippings)
      .innerJoin(campaigns, eq(campaigns.id, campaignShippings.campaignId))
      .where(and(eq(campaignShippings.companyId, companyId), inArray(campaignShippings.number, [...numbers])))
      .orderBy(asc(campaignShippings.id));
  },

  async schedules(tx: DbOrTx, companyId: number, contactId: number) {
    return tx
      .select({ schedule: schedules, userName: users.name })
      .from(schedules)
      .leftJoin(users, eq(users.id, schedules.userId))
      .where(and(eq(schedules.companyId, companyId), eq(schedules.contactId, contactId)))
      .orderBy(asc(schedules.id));
  },

  /** Notes about the contact whose ticket is gone (a deleted ticket leaves its notes without one). */
  async notesWithoutTicket(tx: DbOrTx, companyId: number, contactId: number) {
    return tx
      .select({ note: ticketNotes, userName: users.name })
      .from(ticketNotes)
      .leftJoin(users, eq(users.id, ticketNotes.userId))
      .where(
        and(eq(ticketNotes.companyId, companyId), eq(ticketNotes.contactId, contactId), isNull(ticketNotes.ticketId)),
      )
      .orderBy(asc(ticketNotes.id));
  },
};

export type ExportExtraInfo = Awaited<ReturnType<typeof exportProfileRepository.extraInfo>>[number];
export type ExportErasure = Awaited<ReturnType<typeof exportProfileRepository.erasures>>[number];
export type ExportListEntry = Awaited<ReturnType<typeof exportProfileRepository.listEntries>>[number];
export type ExportCampaignSend = Awaited<ReturnType<typeof exportProfileRepository.campaignSends>>[number];
export type ExportSchedule = Awaited<ReturnType<typeof exportProfileRepository.schedules>>[number];
export type ExportNote = Awaited<ReturnType<typeof exportProfileRepository.notesWithoutTicket>>[number];
