import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { preparedPerHandle } from '../../db/prepared.js';
import { plans, companies, whatsapps } from '../../db/schema/index.js';

/** Read on every request of the API, so built once per handle. */
const connectionOfToken = preparedPerHandle((db) =>
  db
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
    .where(eq(whatsapps.token, sql.placeholder('token')))
    .prepare('connection_of_api_token'),
);

/** The external messages API's SQL. */
export const externalApiRepository = {
  /**
   * The connection a bearer token names, with its company's state and plan flag. The one lookup not narrowed by a
   * company: the token is what tells the company (whatsapps_token_key keeps it unique across tenants).
   */
  async connectionByToken(db: Db, token: string) {
    const [row] = await connectionOfToken(db).execute({ token });
    return row;
  },
};
export type ApiConnection = NonNullable<Awaited<ReturnType<typeof externalApiRepository.connectionByToken>>>;
