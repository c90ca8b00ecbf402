import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { CompanySettingKey, Connection, TicketLogEntry, TicketView } from '@guiche/shared';
import type { Db } from '../../db/database.js';
import { chatbots, contacts, messages, queues, tickets, whatsappQueues, whatsapps } from '../../db/schema/index.js';
import { createCompany, createUser } from '../../test/factories.js';
import { call, login } from '../../test/http.js';
import type { TestApp } from '../../test/test-app.js';
import { waitFor } from '../../test/wait.js';
import type { PhoneMessage } from '../messages/test-conversation.js';
import { settingsRepository } from '../settings/settings.repository.js';

/** Test support for the conversation engine: a simulator connection configured as a test needs, and its contact. */

export interface TreeNode {
  name: string;
  greetingMessage?: string;
  queueType?: 'text' | 'queue' | 'attendent' | 'integration' | 'file';
  optQueueId?: number;
  optUserId?: number;
  closeTicket?: boolean;
  options?: TreeNode[];
}

export interface QueueSpec {
  name: string;
  greetingMessage?: string;
  orderQueue?: number;
  outOfHoursMessage?: string;
  schedules?: (typeof queues.$inferInsert)['schedules'];
  options?: TreeNode[];
}

export interface EngineSetup {
  connection?: Partial<typeof whatsapps.$inferInsert>;
  queues?: QueueSpec[];
  settings?: Partial<Record<CompanySettingKey, string>>;
}

const COLORS = ['#B80000', '#DB3E00', '#FCCB00', '#008B02', '#006B76'];

/** A company with an admin, a paired simulator connection configured by `setup`, and helpers to play its contact. */
export async function engineConversation(t: TestApp, setup: EngineSetup = {}, number = '5511987654321') {
  const { db } = t.database;
  const company = await createCompany(db);
  const admin = await createUser(db, company.id, { profile: 'admin', name: 'Ana Atendente' });
  const { token } = await login(t.url, admin.email, admin.password);
  for (const [key, value] of Object.entries(setup.settings ?? {}))
    await settingsRepository.updateColumn(db, company.id, key as CompanySettingKey, value);
  const created = await call<Connection>(t.url, 'POST', '/whatsapp', {
    token,
    body: { name: `Loja ${randomUUID().slice(0, 6)}`, channel: 'simulator' },
  });
  const whatsappId = created.body.id;
  await waitFor(
    () => call<Connection>(t.url, 'GET', `/whatsapp/${whatsappId}`, { token }),
    (r) => r.body.status === 'qrcode',
  );
  await call(t.url, 'POST', `/simulator/${whatsappId}/scan`, { token });
  if (setup.connection) await db.update(whatsapps).set(setup.connection).where(eq(whatsapps.id, whatsappId));

  const { queueIds, nodeIds } = await insertEngineQueues(db, company.id, whatsappId, setup.queues ?? []);

  const say = (body: string) =>
    call(t.url, 'POST', `/simulator/${whatsappId}/chats/${number}/messages`, {
      token,
      body: { contactName: 'Maria Souza', body },
    });
  const ticket = async () => {
    const [row] = await db.select().from(tickets).where(eq(tickets.whatsappId, whatsappId)).orderBy(asc(tickets.id));
    if (!row) throw new Error('no ticket yet');
    return row;
  };
  /** The bot's messages stored so far (what went to the outbound queue), oldest first. */
  const botTexts = async () =>
    (
      await db
        .select()
        .from(messages)
        .where(and(eq(messages.whatsappId, whatsappId), eq(messages.fromMe, true)))
        .orderBy(asc(messages.id))
    ).map((m) => (m.isBot ? m.body : `[agent] ${m.body}`));
  const phone = () =>
    call<PhoneMessage[]>(t.url, 'GET', `/simulator/${whatsappId}/chats/${number}/messages`, { token }).then(
      (r) => r.body,
    );
  /** What the phone received once it holds `count` company messages. */
  const received = async (count: number) =>
    (await waitFor(phone, (chat) => chat.filter((m) => m.direction === 'out').length >= count))
      .filter((m) => m.direction === 'out')
      .map((m) => m.body);
  const view = async () => (await call<TicketView>(t.url, 'GET', `/tickets/${(await ticket()).id}`, { token })).body;
  const logTypes = async () =>
    (await call<TicketLogEntry[]>(t.url, 'GET', `/tickets-log/${(await ticket()).id}`, { token })).body
      .map((entry) => entry.type)
      .reverse();
  const contact = async () =>
    (
      await db
        .select()
        .from(contacts)
        .where(and(eq(contacts.companyId, company.id), eq(contacts.number, number)))
    )[0];
  return {
    company,
    admin,
    token,
    whatsappId,
    queueIds,
    nodeIds,
    say,
    ticket,
    botTexts,
    phone,
    received,
    view,
    logTypes,
    contact,
  };
}

/**
 * The queues `specs` describe, attached to the connection, with their chatbot trees; answers their ids in order and
 * each node's id by name (the engine tests and the engine benchmark build their conversations with it).
 */
export async function insertEngineQueues(
  db: Db,
  companyId: number,
  whatsappId: number,
  specs: readonly QueueSpec[],
): Promise<{ queueIds: number[]; nodeIds: Map<string, number> }> {
  const queueIds: number[] = [];
  for (const [index, spec] of specs.entries()) {
    const [queue] = await db
      .insert(queues)
      .values({
        companyId,
        name: spec.name,
        color: COLORS[index] as string,
        greetingMessage: spec.greetingMessage ?? null,
        orderQueue: spec.orderQueue ?? null,
        outOfHoursMessage: spec.outOfHoursMessage ?? null,
        schedules: spec.schedules ?? [],
      })
      .returning();
    if (!queue) throw new Error('queue insert failed');
    queueIds.push(queue.id);
    await db.insert(whatsappQueues).values({ whatsappId, queueId: queue.id });
  }
  const nodeIds = new Map<string, number>();
  const insertNodes = async (queueId: number, nodes: TreeNode[] | undefined, parentId: number | null) => {
    for (const [position, node] of (nodes ?? []).entries()) {
      const [row] = await db
        .insert(chatbots)
        .values({
          companyId,
          queueId,
          parentId,
          position,
          name: node.name,
          greetingMessage: node.greetingMessage ?? null,
          queueType: node.queueType ?? 'text',
          optQueueId: node.optQueueId ?? null,
          optUserId: node.optUserId ?? null,
          closeTicket: node.closeTicket ?? false,
        })
        .returning();
      if (!row) throw new Error('chatbot insert failed');
      nodeIds.set(node.name, row.id);
      await insertNodes(queueId, node.options, row.id);
    }
  };
  for (const [index, spec] of specs.entries()) await insertNodes(queueIds[index] as number, spec.options, null);
  return { queueIds, nodeIds };
}
