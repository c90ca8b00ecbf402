import { randomUUID } from 'node:crypto';
import { PLANTAO_WEEKDAYS } from '@guiche/shared';
import { createConnection, createQueue } from '../factories.js';
import { call, login } from '../http.js';
import { createTeam } from '../team.js';
import type { TestApp } from '../test-app.js';
import { TEST_ADMIN } from '../test-database.js';
import { insertMessage, insertTicket } from '../../modules/messages/test-conversation.js';
import type { Entity } from './route-params.js';
import { pushSample } from './sample-bodies.js';

/** One company with one of everything a route can name, and its admin and plain user logged in. */
export interface GuardCompany {
  companyId: number;
  adminToken: string;
  userToken: string;
  ids: Record<Entity, string>;
}

async function created(t: TestApp, token: string, path: string, body: unknown): Promise<number> {
  const answer = await call<{ id: number }>(t.url, 'POST', path, { token, body });
  if (answer.status !== 201 && answer.status !== 200)
    throw new Error(`guard world: POST ${path} answered ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.id;
}

export async function createGuardCompany(t: TestApp): Promise<GuardCompany> {
  const { db } = t.database;
  const { company, admin, attendant: user, adminToken, attendantToken } = await createTeam(t);
  const queue = await createQueue(db, company.id);
  const connection = await createConnection(db, company.id, { channel: 'simulator' });
  const { ticket, contact } = await insertTicket(db, company.id, {
    whatsappId: connection.id,
    queueId: queue.id,
    userId: admin.id,
  });
  const message = await insertMessage(db, ticket, { fromMe: true, userId: admin.id });
  const soon = new Date(Date.now() + 86_400_000).toISOString();
  const [tag, note, quickMessage, schedule, chatbot] = await Promise.all([
    created(t, adminToken, '/tags', { name: `Tag ${randomUUID().slice(0, 6)}`, color: '#112233' }),
    created(t, adminToken, '/ticket-notes', {
      note: 'A note of this company',
      contactId: contact.id,
      ticketId: ticket.id,
    }),
    created(t, adminToken, '/quick-messages', { shortcode: `q${randomUUID().slice(0, 6)}`, message: 'Olá' }),
    created(t, adminToken, '/schedules', { body: 'Scheduled hello', contactId: contact.id, sendAt: soon }),
    created(t, adminToken, '/chatbot', { queueId: queue.id, name: 'Option one', queueType: 'text' }),
  ]);
  await call(t.url, 'PUT', `/ticket-tags/${ticket.id}/${tag}`, { token: adminToken });
  // The admin's chat with the plain user: both are members, the admin alone its owner.
  const chat = await created(t, adminToken, '/chats', { title: 'Guard chat', users: [{ id: user.id }] });
  const [queueIntegration, prompt, fileList] = await Promise.all([
    created(t, adminToken, '/queueIntegration', {
      type: 'webhook',
      name: 'Guard hook',
      urlN8N: 'http://127.0.0.1:9/hook',
    }),
    created(t, adminToken, '/prompt', {
      name: 'Guard prompt',
      prompt: 'Você é um assistente.',
      apiKey: 'sk-guard',
      queueId: queue.id,
    }),
    created(t, adminToken, '/files', { name: 'Guard list', message: 'Arquivos' }),
  ]);
  await call(t.url, 'PUT', '/companySettings', {
    token: adminToken,
    body: { column: 'campaignsEnabled', data: 'true' },
  });
  const contactList = await created(t, adminToken, '/contact-lists', { name: 'Guard list' });
  const [contactListItem, campaign, plantao] = await Promise.all([
    created(t, adminToken, '/contact-list-items', {
      name: 'Guard item',
      number: '5511955550000',
      contactListId: contactList,
    }),
    created(t, adminToken, '/campaigns', { name: 'Guard campaign', message1: 'Oi', contactListId: contactList }),
    created(t, adminToken, '/plantao', {
      userId: user.id,
      phone: '5511955550001',
      interval: 1,
      days: PLANTAO_WEEKDAYS.map((day, index) => ({
        ...day,
        startTime: index === 0 ? '08:00' : '',
        endTime: index === 0 ? '18:00' : '',
      })),
    }),
  ]);
  // The admin's phone: an endpoint where nothing listens (a push to it fails and is retried, the row stays).
  const pushSubscription = await created(t, adminToken, '/push/subscriptions', pushSample(company.id));
  return {
    companyId: company.id,
    adminToken,
    userToken: attendantToken,
    ids: {
      user: String(user.id),
      company: String(company.id),
      queue: String(queue.id),
      chatbot: String(chatbot),
      connection: String(connection.id),
      message: String(message.id),
      contact: String(contact.id),
      tag: String(tag),
      note: String(note),
      quickMessage: String(quickMessage),
      ticket: String(ticket.id),
      ticketUuid: ticket.uuid,
      schedule: String(schedule),
      chat: String(chat),
      queueIntegration: String(queueIntegration),
      prompt: String(prompt),
      fileList: String(fileList),
      contactList: String(contactList),
      contactListItem: String(contactListItem),
      campaign: String(campaign),
      plantao: String(plantao),
      pushSubscription: String(pushSubscription),
      // A key of this company's storage area; the file need not exist for the owner check to apply.
      mediaKey: `company-${company.id}/messages/${randomUUID()}.png`,
    },
  };
}

export async function superAdminToken(t: TestApp): Promise<string> {
  return (await login(t.url, TEST_ADMIN.email, TEST_ADMIN.password)).token;
}

/** `/api/tickets/:id` with each parameter taken from `ids` (or `fixed` for parameters that name no entity). */
export function fillPath(url: string, valueOf: (param: string) => string): string {
  return url.replace(/:([A-Za-z]+)|\*/g, (_match, param: string | undefined) =>
    encodeURIComponent(valueOf(param ?? '*')).replace(/%2F/g, '/'),
  );
}
