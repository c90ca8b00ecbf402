import { createECDH, randomUUID } from 'node:crypto';
import { PLANTAO_WEEKDAYS } from '@guiche/shared';
import type { Entity } from './route-params.js';

/**
 * A valid body per route that takes one, built from one company's ids: the tenant and role guards send it so that a
 * refusal comes from the ownership or role check, not from validation. A route that needs a body and has none here
 * gets `{}`, is refused as invalid (400), and its guard test fails until a sample is added.
 */
export type Sample = { json: unknown } | { png: true };

const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const BOUNDARY = 'guard-sample';

/** A multipart body with one small PNG in `medias` (what every upload route accepts). */
export function pngMultipart(): { headers: Record<string, string>; payload: Buffer } {
  const head = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="medias"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`;
  return {
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    payload: Buffer.concat([Buffer.from(head), PNG_1X1, Buffer.from(`\r\n--${BOUNDARY}--\r\n`)]),
  };
}

type Ids = Record<Entity, string>;
const n = (value: string) => Number(value);
const soon = () => new Date(Date.now() + 86_400_000).toISOString();

const devicePoint = createECDH('prime256v1').generateKeys();

/** A browser's push subscription (PushSubscription.toJSON) for a device of the company, with real key sizes. */
export function pushSample(companyId: number | string) {
  return {
    endpoint: `http://127.0.0.1:9/push/guard-${companyId}-${randomUUID()}`,
    keys: { p256dh: devicePoint.toString('base64url'), auth: Buffer.alloc(16, 1).toString('base64url') },
  };
}

export const SAMPLES: Record<string, (ids: Ids) => Sample> = {
  'POST /api/push/subscriptions': (ids) => ({ json: pushSample(ids.company) }),
  'DELETE /api/push/subscriptions': (ids) => ({ json: { endpoint: `http://127.0.0.1:9/push/none-${ids.company}` } }),
  'POST /api/users': (ids) => ({
    json: {
      name: 'Guard user',
      email: `guard-${ids.company}@test.local`,
      password: 'Secret@123',
      queueIds: [n(ids.queue)],
    },
  }),
  'PUT /api/users/:id': (ids) => ({ json: { name: 'Guard renamed', queueIds: [n(ids.queue)] } }),
  'POST /api/users/:id/media-upload': () => ({ png: true }),
  'PUT /api/companies/:companyId/schedules': () => ({ json: { schedules: [] } }),
  'POST /api/companies': (ids) => ({
    json: {
      name: `Guard company ${ids.company}`,
      email: `guard-owner-${ids.company}@test.local`,
      password: 'Secret@123',
      planId: 1,
    },
  }),
  'PUT /api/companies/:companyId': () => ({ json: { phone: '5511900000000' } }),
  'POST /api/plans': (ids) => ({
    json: { name: `Guard plan ${ids.company}`, users: 1, connections: 1, queues: 1, amount: 10 },
  }),
  'PUT /api/plans/:id': (ids) => ({
    json: { name: `Guard plan renamed ${ids.company}`, users: 1, connections: 1, queues: 1, amount: 10 },
  }),
  'POST /api/queue': (ids) => ({
    json: {
      name: 'Guard queue',
      color: '#B80000',
      chatbots: [{ name: 'Go to queue', queueType: 'queue', optQueueId: n(ids.queue) }],
    },
  }),
  'PUT /api/queue/:id': () => ({ json: { name: 'Guard renamed' } }),
  'POST /api/chatbot': (ids) => ({ json: { parentId: n(ids.chatbot), name: 'Guard option', queueType: 'text' } }),
  'PUT /api/chatbot/:id': () => ({ json: { name: 'Guard renamed' } }),
  'PUT /api/settings/:key': () => ({ json: { value: 'disabled' } }),
  'PUT /api/companySettings': () => ({ json: { column: 'userRating', data: 'enabled' } }),
  'POST /api/whatsapp': (ids) => ({
    json: { name: 'Guard connection', channel: 'simulator', queueIds: [n(ids.queue)] },
  }),
  'PUT /api/whatsapp/:id': (ids) => ({ json: { name: 'Guard renamed', queueIds: [n(ids.queue)] } }),
  'POST /api/whatsapp/:id/media-upload': () => ({ png: true }),
  'POST /api/facebook': () => ({ json: { facebookUserId: '1234567890', facebookUserToken: 'guard-facebook-token' } }),
  'POST /api/simulator/:whatsappId/chats/:number/messages': () => ({ json: { body: 'Guard hello' } }),
  'POST /api/simulator/:whatsappId/chats/:number/reactions': (ids) => ({
    json: { targetWid: `W-${ids.message}`, emoji: '👍' },
  }),
  'POST /api/simulator/:whatsappId/chats/:number/presence': () => ({ json: { state: 'composing' } }),
  'POST /api/tickets/closeAll': (ids) => ({ json: { status: 'open', queueIds: [n(ids.queue)] } }),
  'POST /api/messages/:ticketId': () => ({
    json: { body: 'Guard reply', read: 1, fromMe: true, mediaUrl: '', quotedMsg: null, isPrivate: false },
  }),
  'POST /api/messages/edit/:id': () => ({ json: { body: 'Guard edit' } }),
  'POST /api/message/forward': (ids) => ({ json: { messageId: n(ids.message), contactId: n(ids.contact) } }),
  'POST /api/react/messages': (ids) => ({ json: { text: '👍', id: n(ids.message), ticketId: n(ids.ticket) } }),
  'POST /api/contacts': () => ({ json: { name: 'Guard contact', number: '5511955554444' } }),
  'PUT /api/contacts/block/:id': () => ({ json: { active: false } }),
  'PUT /api/contacts/:id': () => ({ json: { name: 'Guard renamed' } }),
  'POST /api/contacts/:id/erase': () => ({ json: { confirm: 'Not the name' } }),
  'POST /api/tags': () => ({ json: { name: 'Guard tag', color: '#123456' } }),
  'POST /api/tags/sync': (ids) => ({
    json: { contactId: n(ids.contact), ticketId: n(ids.ticket), tags: [{ id: n(ids.tag) }] },
  }),
  'PUT /api/tags/:id': () => ({ json: { name: 'Guard renamed', color: '#654321' } }),
  'PUT /api/tags/kanban/order': (ids) => ({ json: { tagIds: [n(ids.tag)] } }),
  'POST /api/ticket-notes': (ids) => ({
    json: { note: 'Guard note', contactId: n(ids.contact), ticketId: n(ids.ticket) },
  }),
  'POST /api/quick-messages': () => ({ json: { shortcode: 'guard', message: 'Guard' } }),
  'PUT /api/quick-messages/:id': () => ({ json: { shortcode: 'guard-renamed', message: 'Guard' } }),
  'POST /api/quick-messages/:id/media-upload': () => ({ png: true }),
  'POST /api/tickets': (ids) => ({
    json: { contactId: n(ids.contact), queueId: n(ids.queue), whatsappId: n(ids.connection) },
  }),
  'PUT /api/tickets/:id': (ids) => ({ json: { status: 'open', queueId: n(ids.queue), userId: n(ids.user) } }),
  'POST /api/tickets/:id/snooze': () => ({ json: { until: soon() } }),
  'POST /api/tickets/bulk': (ids) => ({
    json: { action: 'transfer', ids: [n(ids.ticket)], queueId: n(ids.queue), userId: n(ids.user) },
  }),
  'POST /api/schedules': (ids) => ({ json: { body: 'Guard schedule', contactId: n(ids.contact), sendAt: soon() } }),
  'PUT /api/schedules/:id': (ids) => ({ json: { body: 'Guard schedule', contactId: n(ids.contact), sendAt: soon() } }),
  'POST /api/chats': (ids) => ({ json: { title: 'Guard chat', users: [{ id: n(ids.user) }] } }),
  'PUT /api/chats/:id': (ids) => ({ json: { title: 'Guard renamed', users: [{ id: n(ids.user) }] } }),
  'POST /api/chats/:id/messages': () => ({ json: { message: 'Guard hello' } }),
  'POST /api/queueIntegration': () => ({
    json: { type: 'webhook', name: 'Guard hook', urlN8N: 'http://127.0.0.1:9/hook' },
  }),
  'PUT /api/queueIntegration/:id': () => ({
    json: { type: 'webhook', name: 'Guard hook', urlN8N: 'http://127.0.0.1:9/hook' },
  }),
  'POST /api/queueIntegration/testSession': () => ({
    json: { projectName: 'guard', jsonContent: '{}', language: 'pt-BR' },
  }),
  'POST /api/prompt': (ids) => ({
    json: { name: 'Guard prompt', prompt: 'Você é um assistente.', apiKey: 'sk-guard', queueId: n(ids.queue) },
  }),
  'PUT /api/prompt/:id': (ids) => ({
    json: { name: 'Guard prompt', prompt: 'Você é um assistente.', queueId: n(ids.queue) },
  }),
  'POST /api/files': () => ({ json: { name: 'Guard list', message: 'Arquivos' } }),
  'PUT /api/files/:id': () => ({ json: { name: 'Guard list', message: 'Arquivos' } }),
  'POST /api/files/uploadList/:id': () => ({ png: true }),
  'POST /api/contact-lists': () => ({ json: { name: 'Guard list' } }),
  'PUT /api/contact-lists/:id': () => ({ json: { name: 'Guard renamed' } }),
  'POST /api/contact-lists/:id/upload': () => ({ png: true }),
  'POST /api/contact-lists/:id/tags': (ids) => ({ json: { tagId: n(ids.tag) } }),
  'POST /api/contact-list-items': (ids) => ({
    json: { name: 'Guard item', number: '5511955554444', contactListId: n(ids.contactList) },
  }),
  'PUT /api/contact-list-items/:id': (ids) => ({
    json: { name: 'Guard item', number: '5511955554445', contactListId: n(ids.contactList) },
  }),
  'POST /api/campaigns': (ids) => ({
    json: { name: 'Guard campaign', message1: 'Oi', contactListId: n(ids.contactList) },
  }),
  'PUT /api/campaigns/:id': () => ({ json: { name: 'Guard campaign', message1: 'Oi' } }),
  'POST /api/campaigns/:id/media-upload': () => ({ png: true }),
  'POST /api/campaign-settings': () => ({
    json: { settings: { messageInterval: 5, longerIntervalAfter: 5, greaterInterval: 20, variables: [] } },
  }),
  'POST /api/plantao': (ids) => ({
    json: {
      userId: n(ids.user),
      phone: '5511955554444',
      interval: 1,
      days: PLANTAO_WEEKDAYS.map((day, index) => ({
        ...day,
        startTime: index === 0 ? '08:00' : '',
        endTime: index === 0 ? '18:00' : '',
      })),
    },
  }),
  'PUT /api/plantao/:id': (ids) => ({
    json: {
      userId: n(ids.user),
      phone: '5511955554444',
      interval: 2,
      days: PLANTAO_WEEKDAYS.map((day, index) => ({
        ...day,
        startTime: index === 0 ? '08:00' : '',
        endTime: index === 0 ? '18:00' : '',
      })),
    },
  }),
};

/**
 * Routes without path ids whose body names another entity: the tenant guard sends them with the other company's
 * ids in the body.
 */
export const BODY_ID_ROUTES = new Set([
  'POST /api/chatbot',
  'POST /api/message/forward',
  'POST /api/react/messages',
  'POST /api/tags/sync',
  'PUT /api/tags/kanban/order',
  'POST /api/ticket-notes',
  'POST /api/tickets',
  'POST /api/tickets/bulk',
  'POST /api/schedules',
  'POST /api/chats',
  'POST /api/prompt',
  'POST /api/queue',
  'POST /api/users',
  'POST /api/whatsapp',
  'POST /api/contact-list-items',
  'POST /api/campaigns',
  'POST /api/plantao',
]);
