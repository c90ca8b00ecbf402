import { and, desc, eq, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.js';
import { contacts, tickets, whatsapps } from '../../db/schema/index.js';

/** The channels whose contacts are known by a page- or Instagram-scoped id, with a Graph profile behind it. */
export const PROFILE_CHANNELS = ['facebook', 'instagram'] as const;
export type ProfileChannel = (typeof PROFILE_CHANNELS)[number];

export const isProfileChannel = (channel: string): channel is ProfileChannel =>
  (PROFILE_CHANNELS as readonly string[]).includes(channel);

/** A contact whose profile is still to read, and the connection (page) that knows its id. */
export interface ProfileTarget {
  contact: { id: number; externalId: string; channel: ProfileChannel; name: string; profilePicUrl: string | null };
  connection: { id: number; providerAccountId: string | null; accessTokenEncrypted: Buffer | null };
}

/** What the profile brings: the name is written only over the id, the picture only where there is none. */
export interface ProfileValues {
  name: string | undefined;
  picture: string | null;
}

/** The contact fields as the update left them, when it changed anything. */
export interface AppliedProfile {
  name: string;
  profilePicUrl: string | null;
}

/** A contact is "still named by its id" when its name is its PSID / IGSID, as the inbound path creates it. */
const namedById = sql`${contacts.name} = ${contacts.externalId}`;
const profileMissing = or(namedById, isNull(contacts.profilePicUrl));

export const contactProfilesRepository = {
  /**
   * The Messenger / Instagram contact, when its name is still its id or it has no picture, with the connection of
   * its latest ticket on its own channel: ids are page-scoped, so only that page's token may read the profile.
   */
  async findTarget(tx: DbOrTx, companyId: number, contactId: number): Promise<ProfileTarget | undefined> {
    const [row] = await tx
      .select({
        contact: {
          id: contacts.id,
          externalId: contacts.externalId,
          channel: contacts.channel,
          name: contacts.name,
          profilePicUrl: contacts.profilePicUrl,
        },
        connection: {
          id: whatsapps.id,
          providerAccountId: whatsapps.providerAccountId,
          accessTokenEncrypted: whatsapps.accessTokenEncrypted,
        },
      })
      .from(contacts)
      .innerJoin(tickets, and(eq(tickets.companyId, contacts.companyId), eq(tickets.contactId, contacts.id)))
      .innerJoin(
        whatsapps,
        and(
          eq(whatsapps.companyId, tickets.companyId),
          eq(whatsapps.id, tickets.whatsappId),
          eq(whatsapps.channel, contacts.channel),
        ),
      )
      .where(
        and(
          eq(contacts.companyId, companyId),
          eq(contacts.id, contactId),
          inArray(contacts.channel, [...PROFILE_CHANNELS]),
          isNotNull(contacts.externalId),
          profileMissing,
        ),
      )
      .orderBy(desc(tickets.id))
      .limit(1);
    if (!row?.contact.externalId) return undefined;
    const { externalId, channel } = row.contact;
    if (!isProfileChannel(channel)) return undefined;
    return { contact: { ...row.contact, externalId, channel }, connection: row.connection };
  },

  /**
   * One statement, so that an attendant's rename committed at any moment before it wins: the name is replaced only
   * while it still equals the id, the picture only while there is none. Undefined when nothing was left to change.
   */
  async applyProfile(
    tx: DbOrTx,
    companyId: number,
    contactId: number,
    values: ProfileValues,
    at: Date,
  ): Promise<AppliedProfile | undefined> {
    const rename = values.name === undefined ? undefined : namedById;
    const picture = values.picture === null ? undefined : isNull(contacts.profilePicUrl);
    if (!rename && !picture) return undefined;
    const [row] = await tx
      .update(contacts)
      .set({
        ...(values.name === undefined
          ? {}
          : { name: sql`case when ${namedById} then ${values.name} else ${contacts.name} end` }),
        ...(values.picture === null
          ? {}
          : { profilePicUrl: sql`coalesce(${contacts.profilePicUrl}, ${values.picture})` }),
        updatedAt: at,
      })
      .where(and(eq(contacts.companyId, companyId), eq(contacts.id, contactId), or(rename, picture)))
      .returning({ name: contacts.name, profilePicUrl: contacts.profilePicUrl });
    return row;
  },
};
