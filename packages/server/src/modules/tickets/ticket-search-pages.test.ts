import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TICKET_SEARCH_COUNT_CAP, type TicketListAnswer } from '@guiche/shared';
import { call } from '../../test/http.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { SEARCH_WALK_TICKETS } from './ticket-search.repository.js';
import { createInbox } from './testing/inbox.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const search = async (token: string, query: string) => {
  const answer = await call<TicketListAnswer>(t.url, 'GET', `/tickets?showAll=true&${query}`, { token });
  expect(answer.status).toBe(200);
  return answer.body;
};

describe('GET /tickets search pages', () => {
  it('scrolls by cursor past the first matches the count reads, each ticket once, newest first', async () => {
    const inbox = await createInbox(t);
    const matchingCount = TICKET_SEARCH_COUNT_CAP + 70;
    // Old matching tickets (one message each), then more non-matching newer tickets than the walk reads, so the
    // matches come from the indexes; in bulk, as their number is the point.
    await t.database.executeSql(
      `with c as (insert into contacts (company_id, name, number) select $1, 'Raro ' || g, '5598' || g from generate_series(1, $2) g returning id, name),
              t as (insert into tickets (company_id, contact_id, whatsapp_id, status, updated_at)
                    select $1, c.id, $3, 'closed', timestamptz '2023-01-01' + (substr(c.name, 6))::int * interval '1 second' from c returning id, contact_id)
         insert into messages (company_id, ticket_id, contact_id, whatsapp_id, wid, body)
         select $1, t.id, t.contact_id, $3, 'raro-' || t.id, 'um pedido singular aqui' from t`,
      [inbox.companyId, matchingCount, inbox.connection.id],
    );
    const matching = (
      await t.database.executeSql(
        `select id from tickets where company_id = $1 and updated_at < '2024-01-01' order by updated_at desc, id desc`,
        [inbox.companyId],
      )
    ).rows as { id: number }[];
    await t.database.executeSql(
      `with c as (insert into contacts (company_id, name, number) select $1, 'Outro ' || g, '5599' || g from generate_series(1, $2) g returning id)
       insert into tickets (company_id, contact_id, whatsapp_id, status, updated_at) select $1, c.id, $3, 'closed', now() from c`,
      [inbox.companyId, SEARCH_WALK_TICKETS + 10, inbox.connection.id],
    );
    const newestFirst = matching.map((row) => row.id);
    expect(newestFirst).toHaveLength(matchingCount);

    const seen: number[] = [];
    let cursor: string | undefined;
    do {
      const page = await search(inbox.admin.token, `searchParam=pedido%20singular${cursor ? `&cursor=${cursor}` : ''}`);
      expect(page.count).toBe(TICKET_SEARCH_COUNT_CAP);
      seen.push(...page.tickets.map((ticket) => ticket.id));
      cursor = page.hasMore ? page.nextCursor : undefined;
    } while (cursor);
    expect(seen).toEqual(newestFirst);

    const third = await search(inbox.admin.token, 'searchParam=pedido%20singular&pageNumber=3');
    expect(third).toMatchObject({ count: TICKET_SEARCH_COUNT_CAP, hasMore: true });
    expect(third.tickets.map((ticket) => ticket.id)).toEqual(newestFirst.slice(80, 120));
  });
});
