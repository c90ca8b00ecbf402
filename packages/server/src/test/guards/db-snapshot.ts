import type { Database } from '../../db/database.js';

/**
 * Tables whose rows change by themselves while a guard runs, with the reason. Everything else must be unchanged
 * by a refused call.
 */
const VOLATILE_TABLES: Record<string, string> = {
  refresh_tokens: 'the guards log in; sessions are not what they protect',
  idempotency_keys: 'stored answers of retried POSTs, written by the idempotency layer on any answer',
};

/**
 * Row count and checksum per table: the company's rows where the table has `company_id`, the whole table otherwise
 * (link tables such as ticket tags hold no company id). Compared before and after a guard's calls.
 */
export async function snapshot(database: Database, companyId: number): Promise<Record<string, string>> {
  const { rows } = await database.executeSql(
    `select c.table_name as name, bool_or(c.column_name = 'company_id') as scoped
       from information_schema.columns c
       join information_schema.tables t on t.table_name = c.table_name and t.table_schema = c.table_schema
      where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
      group by c.table_name
      order by c.table_name`,
  );
  const tables = (rows as { name: string; scoped: boolean }[]).filter(
    (table) => !(table.name in VOLATILE_TABLES) && !table.name.startsWith('__'),
  );
  const sums = await Promise.all(
    tables.map(async ({ name, scoped }) => {
      const where = scoped ? 'where company_id = $1' : '';
      const {
        rows: [row],
      } = await database.executeSql(
        `select count(*)::int as n, coalesce(md5(string_agg(r::text, '|' order by r::text)), '') as sum from "${name}" r ${where}`,
        scoped ? [companyId] : [],
      );
      const { n, sum } = row as { n: number; sum: string };
      return [name, `${n}:${sum}`] as const;
    }),
  );
  return Object.fromEntries(sums);
}
