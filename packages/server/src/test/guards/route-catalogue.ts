/**
 * What the standing guards need to know about routes that the route table cannot tell: who may call a route (here),
 * which entity each path parameter names and the few reasoned opt-outs (route-params.ts). A route missing here fails
 * catalogue.test.ts, so a new route is classified when it is added; the fuzz covers it either way.
 * Keys are `METHOD /api/path` exactly as registered.
 */

import { can } from '@guiche/shared';
import type { RouteAccess } from '../../http/route-access.js';

export type Access = 'public' | 'user' | 'admin' | 'super';

/**
 * Routes a plain user (profile `user`, no user flags) may never use successfully. Everything else under /api is
 * 'user'. Each must declare the same in its route options (`access(...)`, http/route-access.ts), so that it is
 * refused before its input is read: catalogue.test.ts compares the two.
 */
export const RESTRICTED: Record<string, Exclude<Access, 'public' | 'user'>> = {
  'POST /api/users': 'admin',
  'DELETE /api/users/:id': 'admin',
  'PUT /api/companies/:companyId/schedules': 'admin',
  // Companies and plans are the platform's: the super administrator manages them (spec 2 §6).
  'GET /api/companies': 'super',
  'GET /api/companies/list': 'super',
  'GET /api/companiesPlan': 'super',
  'POST /api/companies': 'super',
  'PUT /api/companies/:companyId': 'super',
  'DELETE /api/companies/:companyId': 'super',
  'GET /api/companies/:companyId/deletion': 'super',
  'POST /api/plans': 'super',
  'PUT /api/plans/:id': 'super',
  'DELETE /api/plans/:id': 'super',
  'POST /api/queue': 'admin',
  'PUT /api/queue/:id': 'admin',
  'DELETE /api/queue/:id': 'admin',
  'GET /api/queue/:id/deletion': 'admin',
  'POST /api/chatbot': 'admin',
  'PUT /api/chatbot/:id': 'admin',
  'DELETE /api/chatbot/:id': 'admin',
  'PUT /api/settings/:key': 'super',
  'PUT /api/companySettings': 'admin',
  'POST /api/whatsapp': 'admin',
  'PUT /api/whatsapp/:id': 'admin',
  'DELETE /api/whatsapp/:id': 'admin',
  'POST /api/whatsapp/:id/media-upload': 'admin',
  'DELETE /api/whatsapp/:id/media-upload': 'admin',
  'POST /api/facebook': 'admin',
  'POST /api/closedimported/:id': 'admin',
  // Spec 2 §4: also users with allowConnections (sessions.policy.ts); never a plain user.
  'POST /api/whatsappsession/:id': 'admin',
  'PUT /api/whatsappsession/:id': 'admin',
  'DELETE /api/whatsappsession/:id': 'admin',
  'POST /api/whatsapp-restart': 'admin',
  'GET /api/simulator/:whatsappId': 'admin',
  'POST /api/simulator/:whatsappId/scan': 'admin',
  'GET /api/simulator/:whatsappId/chats/:number/messages': 'admin',
  'POST /api/simulator/:whatsappId/chats/:number/messages': 'admin',
  'POST /api/simulator/:whatsappId/chats/:number/reactions': 'admin',
  'POST /api/simulator/:whatsappId/chats/:number/presence': 'admin',
  'POST /api/simulator/:whatsappId/chats/:number/calls': 'admin',
  'DELETE /api/contacts/:id': 'admin',
  // Issue 40: erasing a contact's data, following it, and the retention dry run are for admins.
  'POST /api/contacts/:id/erase': 'admin',
  'GET /api/contacts/:id/erasure': 'admin',
  'GET /api/privacy/retention/preview': 'admin',
  // Issue 40: everything held about a contact, numbers unmasked, goes to company admins only.
  'GET /api/contacts/:id/export': 'admin',
  'GET /api/contacts/:id/export/summary': 'admin',
  'DELETE /api/tickets/:id': 'admin',
  'POST /api/tickets/closeAll': 'admin',
  'GET /api/queueIntegration': 'admin',
  'GET /api/queueIntegration/:id': 'admin',
  'POST /api/queueIntegration': 'admin',
  'PUT /api/queueIntegration/:id': 'admin',
  'DELETE /api/queueIntegration/:id': 'admin',
  'POST /api/queueIntegration/testSession': 'admin',
  'GET /api/prompt': 'admin',
  'GET /api/prompt/:id': 'admin',
  'POST /api/prompt': 'admin',
  'PUT /api/prompt/:id': 'admin',
  'DELETE /api/prompt/:id': 'admin',
  'GET /api/files': 'admin',
  'GET /api/files/:id': 'admin',
  'POST /api/files': 'admin',
  'PUT /api/files/:id': 'admin',
  'DELETE /api/files/:id': 'admin',
  'POST /api/files/uploadList/:id': 'admin',
  // Spec 2 §6: admins, or users with showDashboard (allowRealTime for moments) enabled.
  'GET /api/dashboard': 'admin',
  'GET /api/dashboard/total-atendimentos': 'admin',
  'GET /api/dashboard/queues': 'admin',
  'GET /api/dashboard/ticketsUsers': 'admin',
  'GET /api/dashboard/user-info': 'admin',
  'GET /api/dashboard/nps-info': 'admin',
  'GET /api/dashboard/atendimentos-encerrados': 'admin',
  'GET /api/dashboard/moments': 'admin',
  'GET /api/ticket/reports': 'admin',
  'GET /api/ticket/reports/export': 'admin',
  // Issue 40: a company's audit trail is its admins' (the platform-level scope the super administrator's alone).
  'GET /api/audit-logs': 'admin',
  'GET /api/audit-logs/export': 'admin',
  // Helps and announcements are the platform's: everyone reads them, the super administrator writes them.
  'POST /api/helps': 'super',
  'PUT /api/helps/:id': 'super',
  'DELETE /api/helps/:id': 'super',
  'POST /api/announcements': 'super',
  'PUT /api/announcements/:id': 'super',
  'DELETE /api/announcements/:id': 'super',
  'POST /api/announcements/:id/media-upload': 'super',
  'DELETE /api/announcements/:id/media-upload': 'super',
  // Campaign pacing and the on-call roster are company policy.
  'POST /api/campaign-settings': 'admin',
  'POST /api/plantao': 'admin',
  'PUT /api/plantao/:id': 'admin',
  'DELETE /api/plantao/:id': 'admin',
  // Spec 3 §6: deleting list items is gated by 'contacts-page:deleteContact' (admins).
  'DELETE /api/contact-list-items/:id': 'admin',
  // Issue 39: campaigns and their contact lists are written by admins and supervisors ('campaigns:manage').
  'POST /api/contact-lists': 'admin',
  'PUT /api/contact-lists/:id': 'admin',
  'DELETE /api/contact-lists/:id': 'admin',
  'POST /api/contact-lists/:id/upload': 'admin',
  'POST /api/contact-lists/:id/tags': 'admin',
  'POST /api/contact-list-items': 'admin',
  'PUT /api/contact-list-items/:id': 'admin',
  'POST /api/campaigns': 'admin',
  'PUT /api/campaigns/:id': 'admin',
  'DELETE /api/campaigns/:id': 'admin',
  'POST /api/campaigns/:id/cancel': 'admin',
  'POST /api/campaigns/:id/restart': 'admin',
  'POST /api/campaigns/:id/media-upload': 'admin',
  'DELETE /api/campaigns/:id/media-upload': 'admin',
};

/** Routes outside the login: exercised by the fuzz, not by the tenant and role guards. */
export const PUBLIC = new Set([
  'GET /api/health',
  // Liveness and readiness for orchestrators and load balancers: status, version and commit only.
  'GET /api/health/live',
  'GET /api/health/ready',
  'POST /api/auth/login',
  'POST /api/auth/refresh_token',
  // Sign-up, its plan cards and password recovery come before any login (rate limited per address).
  'POST /api/auth/signup',
  'POST /api/auth/signup/code',
  'GET /api/plans/listPublic',
  'POST /api/api/enviar-email',
  'GET /api/api/verificar-code/:wpp',
  'PUT /api/api/atualizar-senha',
  'GET /api/webhooks/whatsapp',
  'POST /api/webhooks/whatsapp',
  'GET /api/webhooks/meta',
  'POST /api/webhooks/meta',
  // The external messages API: its bearer is a connection's token, not a login.
  'POST /api/messages/send',
  // Its OpenAPI description: documentation of a public API, nothing of any company in it.
  'GET /api/messages-api/openapi.json',
  // The whole API's reference (http/api-reference.ts): the document, the Scalar page and its script; no company's data.
  'GET /api/openapi.json',
  'GET /api/docs/',
  'GET /api/docs/js/scalar.js',
  // The payment provider's webhook: its access-token header is its credential (asaas-webhook.routes.ts).
  'POST /api/payments/asaas/webhook',
  // Avatars as spec clients' <img> fetch them: the unguessable file name is the permission (avatar.routes.ts).
  'GET /api/public/company:companyId/user/:file',
]);

/** Every logged-in route that is neither restricted nor public; listed so that a new route is a conscious choice. */
export const USER_ROUTES = new Set([
  'DELETE /api/auth/logout',
  'GET /api/push/public-key',
  'GET /api/push/subscriptions',
  'POST /api/push/subscriptions',
  'DELETE /api/push/subscriptions',
  'DELETE /api/push/subscriptions/:id',
  'GET /api/auth/me',
  'GET /api/media/*',
  'GET /api/users',
  'GET /api/users/list',
  'GET /api/users/:id',
  'PUT /api/users/:id',
  'POST /api/users/:id/media-upload',
  'GET /api/companies/listPlan/:companyId',
  'GET /api/companies/:companyId',
  'GET /api/plans/list',
  'GET /api/plans/all',
  'GET /api/queue',
  'GET /api/queue/:id',
  'GET /api/chatbot/:id',
  'GET /api/settings',
  'GET /api/companySettings/:companyId',
  'GET /api/companySettingOne',
  'GET /api/whatsapp',
  'GET /api/whatsapp/:id',
  'GET /api/messages/:ticketId',
  'POST /api/messages/:ticketId',
  'POST /api/messages/edit/:id',
  'DELETE /api/messages/:id',
  'POST /api/messages/:id/resend',
  'POST /api/messages/:ticketId/read',
  'POST /api/message/forward',
  'POST /api/react/messages',
  'GET /api/messages/listimages/:ticketId',
  'GET /api/messages/getmedia/:ticketId',
  'GET /api/messages/:ticketId/search',
  'GET /api/messages/:ticketId/transcript',
  'GET /api/contacts',
  'GET /api/contacts/export',
  'GET /api/contacts/list',
  'GET /api/contacts/profile/:number',
  'GET /api/contacts/:id',
  'POST /api/contacts',
  'PUT /api/contacts/toggleDisableBot/:id',
  'PUT /api/contacts/toggleAcceptAudio/:id',
  'PUT /api/contacts/block/:id',
  'PUT /api/contacts/:id',
  // A contact's consent history: whoever may see the contact (every user of the company), as GET /contacts/:id.
  'GET /api/contacts/:id/consents',
  'GET /api/tags',
  'GET /api/tags/list',
  'GET /api/tags/kanban',
  // Any user orders the lanes, as any user creates, renames and deletes them.
  'PUT /api/tags/kanban/order',
  'GET /api/tags/:id',
  'POST /api/tags',
  'POST /api/tags/sync',
  'PUT /api/tags/:id',
  'DELETE /api/tags/:id',
  'GET /api/contactTags/:contactId',
  'PUT /api/ticket-tags/:ticketId/:tagId',
  'DELETE /api/ticket-tags/:ticketId',
  'GET /api/ticket/kanban',
  'POST /api/ticket-notes',
  'GET /api/ticket-notes/list',
  'DELETE /api/ticket-notes/:id',
  'GET /api/quick-messages',
  'GET /api/quick-messages/list',
  'GET /api/quick-messages/categoriesMessages',
  'GET /api/quick-messages/:id',
  'POST /api/quick-messages',
  'PUT /api/quick-messages/:id',
  'DELETE /api/quick-messages/:id',
  'POST /api/quick-messages/:id/media-upload',
  'DELETE /api/quick-messages/:id/media-upload',
  'GET /api/tickets',
  'GET /api/tickets/u/:uuid',
  'GET /api/tickets/:id',
  'POST /api/tickets',
  'PUT /api/tickets/:id',
  'GET /api/tickets-log/:id',
  // Whoever may see a ticket marks it unread, snoozes it, or acts on it in a selection (checked per ticket).
  'POST /api/tickets/:id/unread',
  'POST /api/tickets/:id/snooze',
  'DELETE /api/tickets/:id/snooze',
  'POST /api/tickets/bulk',
  'GET /api/schedules',
  'GET /api/schedules/:id',
  'POST /api/schedules',
  'PUT /api/schedules/:id',
  'DELETE /api/schedules/:id',
  'GET /api/chats',
  'GET /api/chats/unreads',
  'GET /api/chats/:id',
  'POST /api/chats',
  'PUT /api/chats/:id',
  'DELETE /api/chats/:id',
  'POST /api/chats/:id/read',
  'GET /api/chats/:id/messages',
  'POST /api/chats/:id/messages',
  'GET /api/invoices/all',
  'POST /api/subscription',
  'GET /api/helps',
  'GET /api/helps/list',
  'GET /api/announcements',
  'GET /api/announcements/:id',
  'GET /api/contact-lists',
  'GET /api/contact-lists/list',
  'GET /api/contact-lists/:id',
  'GET /api/contact-list-items',
  'GET /api/contact-list-items/:id',
  'GET /api/campaigns',
  'GET /api/campaigns/:id',
  'GET /api/campaigns/:id/deliveries/export',
  'GET /api/campaign-settings',
  'GET /api/plantao',
  'GET /api/plantao/:id',
]);

/** What a route's declared access means to a plain user, in RESTRICTED's terms (undefined: not restricted). */
export function restrictionOf(declared: RouteAccess | undefined): 'admin' | 'super' | undefined {
  const role = declared?.role;
  if (role === undefined) return undefined;
  if (role === 'super') return 'super';
  if (role === 'admin') return 'admin';
  return can({ profile: 'user', super: false }, role) ? undefined : 'admin';
}

export function accessOf(route: string): Access | undefined {
  if (PUBLIC.has(route)) return 'public';
  const restricted = RESTRICTED[route];
  if (restricted) return restricted;
  return USER_ROUTES.has(route) ? 'user' : undefined;
}
