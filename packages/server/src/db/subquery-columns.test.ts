import { describe, expect, it } from 'vitest';
import { bareSubqueryColumns } from './subquery-columns.js';

describe('bareSubqueryColumns', () => {
  it('names the columns a correlated subquery leaves to the innermost table', () => {
    // What drizzle rendered for the requiredTag check before its columns were qualified.
    const statement =
      'select exists(select 1 from "ticket_tags" where "ticket_id" = "id") or exists(select 1 from "contact_tags" where "contact_id" = "contact_id") from "tickets" where "tickets"."company_id" = $1';
    expect(bareSubqueryColumns(statement)).toEqual(['ticket_id', 'id', 'contact_id']);
  });

  it("accepts qualified columns, tables, aliases, a subquery's own select list and literals", () => {
    const statements = [
      'select exists(select 1 from "ticket_tags" where "ticket_tags"."ticket_id" = "tickets"."id") from "tickets"',
      'select (select "rate" from "user_ratings" where "user_ratings"."ticket_id" = "tickets"."id") from "tickets" join "contacts" on "contacts"."id" = "tickets"."contact_id"',
      'select coalesce((select json_agg("tags"."name") from "contact_tags" join "tags" on "tags"."id" = "contact_tags"."tag_id"), \'[]\'::json) as "tags" from "tickets"',
      'update "users" set "online" = false returning (select u.online from users u where u.id = "users"."id")',
      'select "id" from "tickets" where "tickets"."id" in (select * from unnest($1::int[]))',
      'select "avg" from (select avg(extract(epoch from "started_at" - "queued_at")) as "avg" from "attendance_cycles" where "attendance_cycles"."company_id" = $1) "sub"',
      'select 1 from "messages" where exists (select 1 from "messages" "earlier" where "earlier"."ticket_id" = "messages"."ticket_id")',
      'select (select count(*) from "users" as "u" where "u"."company_id" = $1 and \'a ) "x"\' = $2) from "companies"',
    ];
    for (const statement of statements) expect(bareSubqueryColumns(statement), statement).toEqual([]);
  });

  it('reads nested subqueries too', () => {
    expect(
      bareSubqueryColumns(
        'select 1 from "a" where exists (select 1 from "b" where "b"."x" in (select "y" from "c" where "z" = 1))',
      ),
    ).toEqual(['z']);
  });
});
