/**
 * Which entity each path parameter of a route names, for the tenant guard to fill with another company's value, and
 * the few routes a guard leaves out, each with its reason. Who may call a route is route-catalogue.ts.
 */

/** The entities a path parameter can name; the tenant guard fills each with the other company's value. */
export type Entity =
  | 'user'
  | 'company'
  | 'queue'
  | 'chatbot'
  | 'connection'
  | 'message'
  | 'contact'
  | 'tag'
  | 'note'
  | 'quickMessage'
  | 'ticket'
  | 'ticketUuid'
  | 'schedule'
  | 'chat'
  | 'queueIntegration'
  | 'prompt'
  | 'fileList'
  | 'contactList'
  | 'contactListItem'
  | 'campaign'
  | 'plantao'
  | 'pushSubscription'
  | 'mediaKey';

const BY_PARAM: Record<string, Entity> = {
  ticketId: 'ticket',
  contactId: 'contact',
  companyId: 'company',
  whatsappId: 'connection',
  tagId: 'tag',
  uuid: 'ticketUuid',
  '*': 'mediaKey',
};

/** `:id` names the entity of the path's first segment. */
const ID_BY_SEGMENT: Record<string, Entity> = {
  users: 'user',
  queue: 'queue',
  chatbot: 'chatbot',
  whatsapp: 'connection',
  whatsappsession: 'connection',
  closedimported: 'connection',
  messages: 'message',
  contacts: 'contact',
  tags: 'tag',
  'ticket-notes': 'note',
  'quick-messages': 'quickMessage',
  tickets: 'ticket',
  'tickets-log': 'ticket',
  schedules: 'schedule',
  chats: 'chat',
  queueIntegration: 'queueIntegration',
  prompt: 'prompt',
  files: 'fileList',
  'contact-lists': 'contactList',
  'contact-list-items': 'contactListItem',
  campaigns: 'campaign',
  plantao: 'plantao',
  push: 'pushSubscription',
};

/**
 * Parameters that name no tenant's entity, with the reason; the tenant guard leaves them at a harmless value.
 * (`:key` of PUT /settings is a platform setting name, the same for every company.)
 */
export const NOT_TENANT_PARAMS: Record<string, { value: string; reason: string }> = {
  key: { value: 'userCreation', reason: 'a platform-wide setting name, not a company entity' },
  number: {
    value: '5511955554444',
    reason: 'a phone number: every company resolves it to its own contact, none owns it',
  },
  wpp: { value: '5511955554444', reason: 'password recovery names a WhatsApp number before any login, of no company' },
};

export function entityOfParam(url: string, param: string): Entity | undefined {
  if (param !== 'id') return BY_PARAM[param];
  const segment = url.replace(/^\/api\//, '').split('/')[0] ?? '';
  return ID_BY_SEGMENT[segment];
}

/** Path parameter names in a registered url: `:id`, `:ticketId`, and `*`. */
export function paramsOf(url: string): string[] {
  return [...url.matchAll(/:([A-Za-z]+)|\*/g)].map((match) => match[1] ?? '*');
}

/** Helps and announcements belong to no company (RESTRICTED says who writes them). */
const PLATFORM_ENTITY_ROUTES = [
  'GET /api/announcements/:id',
  'PUT /api/announcements/:id',
  'DELETE /api/announcements/:id',
  'POST /api/announcements/:id/media-upload',
  'DELETE /api/announcements/:id/media-upload',
  'PUT /api/helps/:id',
  'DELETE /api/helps/:id',
  'PUT /api/plans/:id',
  'DELETE /api/plans/:id',
];

/**
 * Routes a guard leaves out, each with its reason. The fuzz may skip a route only here; keep this short.
 * Keys: `METHOD /api/path`; guards: 'fuzz' | 'tenant' | 'role'.
 */
export const OPT_OUTS: { route: string; guard: 'fuzz' | 'tenant' | 'role'; reason: string }[] = [
  {
    route: 'DELETE /api/auth/logout',
    guard: 'fuzz',
    reason: 'ends the session the fuzz runs on; it takes no input, and auth.test.ts covers it',
  },
  ...PLATFORM_ENTITY_ROUTES.map((route) => ({
    route,
    guard: 'tenant' as const,
    reason:
      'a platform-wide help, announcement or plan, no company’s entity; helps, announcements and plans tests cover who may change it',
  })),
];

export function optedOut(route: string, guard: 'fuzz' | 'tenant' | 'role'): boolean {
  return OPT_OUTS.some((entry) => entry.route === route && entry.guard === guard);
}
