import type { Database } from '../db/database.js';
import { hashPassword } from '../modules/auth/password.js';

export interface InboxScale {
  companies: number;
  ticketsPerCompany: number;
  messagesPerTicket: number;
}

export const BENCH_PASSWORD = 'Bench@12345';
export const adminEmailOf = (index: number) => `admin${index}@bench.local`;
export const agentEmailOf = (index: number) => `agent${index}@bench.local`;

/** Words the generated message bodies are made of; the search benchmark looks for some of them. */
const WORDS = [
  'olá',
  'bom dia',
  'preciso de ajuda',
  'meu pedido',
  'boleto',
  'entrega atrasada',
  'troca',
  'segunda via',
  'cancelamento',
  'obrigado',
  'nota fiscal',
  'endereço',
  'pagamento pix',
  'garantia',
  'orçamento',
  'suporte técnico',
  'senha',
  'cadastro',
  'promoção',
  'reembolso',
];

/**
 * Indexes dropped while loading and built afterwards, as any bulk load does: maintaining a trigram GIN index row by
 * row over millions of inserts costs several times a single build.
 */
const BULK_INDEXES = [
  {
    name: 'messages_body_trgm_idx',
    create: 'create index messages_body_trgm_idx on messages using gin (body gin_trgm_ops) where is_bot = false',
  },
  { name: 'messages_company_wid_idx', create: 'create index messages_company_wid_idx on messages (company_id, wid)' },
  { name: 'messages_ticket_idx', create: 'create index messages_ticket_idx on messages (ticket_id, id)' },
  {
    name: 'messages_connection_wid_key',
    create: 'create unique index messages_connection_wid_key on messages (whatsapp_id, wid)',
  },
];

/**
 * Seeds `scale.companies` companies, each with an admin, four agents (one queue each), three queues, one connection,
 * one contact per ticket and `messagesPerTicket` messages per ticket, with set-based SQL (generate_series), one
 * company per statement so progress shows. Ticket statuses: 5% open, 5% pending, 2% group, the rest closed,
 * spread over the last 90 days.
 */
export async function seedInbox(database: Database, scale: InboxScale, log: (line: string) => void): Promise<void> {
  const sql = (text: string, values?: unknown[]) => database.executeSql(text, values);
  const passwordHash = await hashPassword(BENCH_PASSWORD);
  const words = `array[${WORDS.map((word) => `'${word}'`).join(',')}]`;
  for (const index of BULK_INDEXES) await sql(`drop index if exists ${index.name}`);

  const started = performance.now();
  for (let c = 1; c <= scale.companies; c += 1) {
    const [company] = (
      await sql(`insert into companies (name, plan_id, due_date) values ($1, 1, '2999-12-31') returning id`, [
        `Bench ${c}`,
      ])
    ).rows as { id: number }[];
    const companyId = company!.id;
    await sql(`insert into company_settings (company_id) values ($1)`, [companyId]);
    await sql(
      `insert into queues (company_id, name, color) select $1, 'Fila ' || g, (array['#1E88E5','#43A047','#F4511E'])[g] from generate_series(1, 3) g`,
      [companyId],
    );
    await sql(
      `insert into whatsapps (company_id, name, channel, status, is_default) values ($1, 'Bench', 'whatsapp', 'CONNECTED', true)`,
      [companyId],
    );
    await sql(
      `insert into users (company_id, name, email, password_hash, profile) values ($1::int, 'Admin ' || $1::int, $2, $3, 'admin')`,
      [companyId, adminEmailOf(c), passwordHash],
    );
    await sql(
      `insert into users (company_id, name, email, password_hash, profile) select $1::int, 'Agente ' || g, 'agent' || $2::int || '-' || g || '@bench.local', $3, 'user' from generate_series(1, 4) g`,
      [companyId, c, passwordHash],
    );
    await sql(`update users set email = $2 where company_id = $1 and email = 'agent' || $3::int || '-1@bench.local'`, [
      companyId,
      agentEmailOf(c),
      c,
    ]);
    await sql(
      `insert into user_queues (user_id, queue_id)
       select u.id, q.id from (select id, row_number() over (order by id) n from users where company_id = $1 and profile = 'user') u
       join (select id, row_number() over (order by id) n from queues where company_id = $1) q on q.n = 1 + (u.n - 1) % 3`,
      [companyId],
    );
    await sql(
      `insert into contacts (company_id, name, number)
       select $1, 'Cliente ' || g || ' ' || (${words})[1 + g % 20], (5511900000000 + g)::text from generate_series(1, $2) g`,
      [companyId, scale.ticketsPerCompany],
    );
    await sql(
      `with q as (select array_agg(id order by id) ids from queues where company_id = $1),
            u as (select array_agg(id order by id) ids from users where company_id = $1 and profile = 'user'),
            w as (select id from whatsapps where company_id = $1)
       insert into tickets (company_id, contact_id, whatsapp_id, queue_id, user_id, status, is_group, last_message, last_message_at, unread_messages, created_at, updated_at)
       select $1, c.id, w.id,
              case when n % 4 = 3 then null else q.ids[1 + n % 4] end,
              case when n % 100 < 5 then u.ids[1 + n % 4] end,
              case when n % 100 < 5 then 'open' when n % 100 < 10 then 'pending' when n % 100 < 12 then 'group' else 'closed' end,
              n % 100 between 10 and 11,
              (${words})[1 + n % 20], ts, case when n % 100 between 5 and 9 then 1 + n % 3 else 0 end, ts - interval '1 day', ts
       from (select id, row_number() over (order by id) n from contacts where company_id = $1) c, q, u, w,
            lateral (select now() - (n % 129600) * interval '1 minute' as ts) t`,
      [companyId],
    );
    await sql(
      `insert into messages (company_id, ticket_id, contact_id, whatsapp_id, wid, from_me, body, ack, sent_at, created_at, updated_at)
       select t.company_id, t.id, t.contact_id, t.whatsapp_id, 'bench-' || t.id || '-' || g, g % 2 = 0,
              (${words})[1 + (t.id * 7 + g) % 20] || ' ' || (${words})[1 + (t.id + g * 3) % 20] || ' #' || t.id,
              case when g % 2 = 0 then 3 else 0 end, at, at, at
       from tickets t, generate_series(1, $2) g, lateral (select t.updated_at - ($2 - g) * interval '1 minute' as at) s
       where t.company_id = $1`,
      [companyId, scale.messagesPerTicket],
    );
    if (c % 10 === 0 || c === scale.companies) {
      const done = c * scale.ticketsPerCompany;
      log(
        `  seeded ${c}/${scale.companies} companies (${done} tickets, ${done * scale.messagesPerTicket} messages) in ${seconds(started)} s`,
      );
    }
  }
  const indexing = performance.now();
  for (const index of BULK_INDEXES) await sql(index.create);
  await sql('analyze');
  log(`  indexes rebuilt and analysed in ${seconds(indexing)} s; seeding took ${seconds(started)} s in all`);
}

const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);
