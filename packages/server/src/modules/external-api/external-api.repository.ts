import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { plans, companies, queues, users, whatsapps } from '../../db/schema/index.js';

/** The external messages API's SQL. */
export const externalApiRepository = {
  /**
   * The connection a bearer token names, with its company's state and plan flag. The one lookup not narrowed by a
   * company: the token is what tells the company (whatsapps_token_key keeps it unique across tenants).
   */
  async connectionByToken(db: Db, token: string) {
    const [row] = await db
      .select({
        id: whatsapps.id,
        companyId: whatsapps.companyId,
        status: whatsapps.status,
        channel: whatsapps.channel,
        companyActive: companies.status,
        dueDate: companies.dueDate,
        useExternalApi: plans.useExternalApi,
      })
      .from(whatsapps)
      .innerJoin(companies, eq(companies.id, whatsapps.companyId))
      .innerJoin(plans, eq(plans.id, companies.planId))
      .where(eq(whatsapps.token, token));
    return row;
  },

  async userExists(db: Db, companyId: number, userId: number): Promise<boolean> {
    const [row] = await db.select({ id: users.id }).from(users).where(and(eq(users.companyId, companyId), eq(users.id, userId)));
    return row !== undefined;
  },

  async queueExists(db: Db, companyId: number, queueId: number): Promise<boolean> {
    const [row] = await db.select({ id: queues.id }).from(queues).where(and(eq(queues.companyId, companyId), eq(queues.id, queueId)));
    return row !== undefined;
  },
};
export type ApiConnection = NonNullable<Awaited<ReturnType<typeof externalApiRepository.connectionByToken>>>;
