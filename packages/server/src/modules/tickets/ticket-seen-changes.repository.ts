import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.js';
import { columnsOf, rawQuery, rowMapper } from '../../db/raw-rows.js';
import { byId } from '../../db/read-batcher.js';
import { tickets } from '../../db/schema/index.js';
import { groupBy } from '../../lib/group-by.js';
import { inRounds } from '../../lib/rounds.js';
import type { NewTicketLog } from './ticket-logs.repository.js';
import type { NewTicket, TicketRow } from './tickets.repository.js';

/** A change the bot decided on a ticket as it saw it (see updateManyIfAsSeen). */
export interface SeenChange {
  companyId: number;
  seen: Pick<
    TicketRow,
    'id' | 'status' | 'userId' | 'queueId' | 'botStartedAt' | 'chatbotOptionId' | 'amountUsedBotQueues'
  >;
  values: Partial<NewTicket>;
  logs: Omit<NewTicketLog, 'ticketId'>[];
}

const ticketColumnNames = new Map(columnsOf(tickets).map(({ key, name }) => [key, name]));
const columnName = (column: keyof NewTicket) => ticketColumnNames.get(column) ?? column;
const ticketRow = rowMapper(tickets);

/** The columns a change writes, in a stable order: changes that write the same ones share a statement. */
const writtenColumns = (values: Partial<NewTicket>) =>
  (Object.keys(values) as (keyof NewTicket)[]).filter((column) => values[column] !== undefined).sort();

/**
 * One statement for changes of distinct tickets that write the same columns. The changes travel as one JSON
 * parameter, read into the tickets row type (jsonb_populate_record converts every column as an insert would), so
 * the text is the same for any number of changes; log entries are written for the tickets the update matched.
 */
function seenChangesStatement(columns: (keyof NewTicket)[], changes: readonly SeenChange[], updatedAt: Date): SQL {
  const names = [...columns.map(columnName), 'updated_at'];
  const items = changes.map(({ companyId, seen, values }) => ({
    set: {
      company_id: companyId,
      id: seen.id,
      updated_at: updatedAt,
      ...Object.fromEntries(columns.map((column) => [columnName(column), values[column]])),
    },
    seen: {
      status: seen.status,
      user_id: seen.userId,
      queue_id: seen.queueId,
      bot_started: seen.botStartedAt !== null,
      chatbot_option_id: seen.chatbotOptionId,
      amount_used_bot_queues: seen.amountUsedBotQueues,
    },
  }));
  // n: the entries' order, which their ids keep.
  const logs = changes
    .flatMap(({ seen, logs: entries }) =>
      entries.map((log) => ({
        ticket_id: seen.id,
        type: log.type,
        user_id: log.userId ?? null,
        queue_id: log.queueId ?? null,
      })),
    )
    .map((log, n) => ({ ...log, n }));
  const set = sql.join(
    names.map((name) => sql`${sql.identifier(name)} = input.${sql.identifier(name)}`),
    sql`, `,
  );
  return sql`
    with input as (
      select r.*, s.status as seen_status, s.user_id as seen_user_id, s.queue_id as seen_queue_id, s.bot_started as seen_bot_started,
             s.chatbot_option_id as seen_chatbot_option_id, s.amount_used_bot_queues as seen_amount_used_bot_queues
      from jsonb_array_elements(${JSON.stringify(items)}::jsonb) as item
      cross join lateral jsonb_populate_record(null::tickets, item->'set') as r
      cross join lateral jsonb_to_record(item->'seen')
        as s(status text, user_id integer, queue_id integer, bot_started boolean, chatbot_option_id integer, amount_used_bot_queues integer)
    ),
    changed as (
      update tickets t set ${set}
      from input
      where t.company_id = input.company_id and t.id = input.id and t.status = input.seen_status
        and t.user_id is not distinct from input.seen_user_id and t.queue_id is not distinct from input.seen_queue_id
        and (t.bot_started_at is not null) = input.seen_bot_started
        and t.chatbot_option_id is not distinct from input.seen_chatbot_option_id
        and t.amount_used_bot_queues = input.seen_amount_used_bot_queues
      returning t.*
    ),
    logged as (
      insert into ticket_logs (company_id, ticket_id, type, user_id, queue_id)
      select changed.company_id, changed.id, log.type, log.user_id, log.queue_id
      from changed
      join jsonb_to_recordset(${JSON.stringify(logs)}::jsonb) as log(ticket_id integer, type text, user_id integer, queue_id integer, n integer)
        on log.ticket_id = changed.id
      order by log.n
      returning id
    )
    select * from changed`;
}

/** The bot's changes guarded by what it saw: part of ticketsRepository, which batches them (updateIfAsSeen). */
export const ticketSeenChanges = {
  /**
   * Changes tickets the bot decided on as it saw them, each only while its status, attendant, queue and bot state
   * (greeted or not, menu option, invalid answers counted) are still as seen, with its log entries: one statement
   * per set of columns written, a ticket at most once per statement (its later changes in later ones, in order). No transaction is needed: each row locks itself for its update. Answers
   * each change its stored row, or undefined for a ticket that moved on meanwhile (nothing written for it).
   */
  async updateManyIfAsSeen(tx: DbOrTx, changes: readonly SeenChange[]): Promise<(TicketRow | undefined)[]> {
    const stored = new Map<SeenChange, TicketRow>();
    const updatedAt = new Date();
    for (const round of inRounds(changes, (change) => change.seen.id)) {
      for (const group of groupBy(round, (change) => writtenColumns(change.values).join(',')).values()) {
        const rows = byId(
          (await rawQuery(tx, seenChangesStatement(writtenColumns(group[0]?.values ?? {}), group, updatedAt))).map(
            ticketRow,
          ),
        );
        for (const change of group) {
          const row = rows.get(change.seen.id);
          if (row) stored.set(change, row);
        }
      }
    }
    return changes.map((change) => stored.get(change));
  },
};
