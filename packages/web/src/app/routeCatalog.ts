import { matchPath } from 'react-router';
import type { Messages } from '../i18n/locales/pt-BR';
import type { RouteRequirements } from '../features/plan/routeAccess';

export type PageKey = keyof Messages['pages'];

/** Which screen a route shows. Routes whose screen is not built yet show the placeholder. */
export type PageKind =
  | 'placeholder'
  | 'billing'
  | 'users'
  | 'queues'
  | 'settings'
  | 'connections'
  | 'simulator'
  | 'contacts'
  | 'tickets'
  | 'schedules'
  | 'quickMessages'
  | 'todolist'
  | 'tags'
  | 'kanban'
  | 'tagsKanban'
  | 'chats'
  | 'queueIntegration'
  | 'dashboard'
  | 'reports'
  | 'moments'
  | 'contactLists'
  | 'contactListItems'
  | 'campaigns'
  | 'campaignReport'
  | 'campaignsConfig'
  | 'companies'
  | 'auditLogs'
  | 'messagesApi'
  | 'helps'
  | 'fileLists'
  | 'prompts'
  | 'announcements'
  | 'plantao';

export interface AppRoute extends RouteRequirements {
  path: string;
  titleKey: PageKey;
  kind: PageKind;
}

function page(
  path: string,
  titleKey: PageKey,
  requirements: RouteRequirements = {},
  kind: PageKind = 'placeholder',
): AppRoute {
  return { path, titleKey, kind, ...requirements };
}

const campaigns: RouteRequirements = { planFlag: 'useCampaigns', campaign: true };
const adminOnly: RouteRequirements = { adminOnly: true };
/**
 * Spec 1 §6 keeps the admin menu items to admins. For the items whose calls the server lets everyone make (reading
 * the on-call roster, the company's invoices), this rule is what hides them; the route follows the menu, so that an
 * address typed by hand and the menu agree.
 */
const adminItem: RouteRequirements = { permission: 'drawer-admin-items:view' };

/**
 * Every private route of spec 3 "Full route table". Matching ignores case, so /Kanban and /kanban are one. The role
 * requirements are what the server asks of the calls each page makes when it opens (see routeAccess.ts); the side
 * menu reads them from here too.
 */
export const PRIVATE_ROUTES: readonly AppRoute[] = [
  // GET /dashboard/*: dashboard:view. The public pages send any logged-in user to /; those without it go on to /tickets.
  page('/', 'dashboard', { permission: 'dashboard:view', homeWhenDenied: true }, 'dashboard'),
  page('/tickets/:ticketId?', 'tickets', {}, 'tickets'),
  page('/financeiro', 'financeiro', adminItem, 'billing'),
  // Where every user of an expired company is sent to pay (spec 1 §4), whatever their profile.
  page('/financeiro-aberto', 'financeiro', {}, 'billing'),
  page('/companies', 'companies', { superOnly: true }, 'companies'),
  // GET /ticket/reports: dashboard:view, the dashboard's rule (spec 2 §6).
  page('/reports', 'reports', { permission: 'dashboard:view' }, 'reports'),
  page('/connections', 'connections', { connectionsAccess: true }, 'connections'),
  page('/simulator', 'simulator', adminOnly, 'simulator'),
  page('/quick-messages', 'quickMessages', {}, 'quickMessages'),
  page('/todolist', 'todolist', {}, 'todolist'),
  page('/schedules', 'schedules', { planFlag: 'useSchedules' }, 'schedules'),
  page('/tags', 'tags', {}, 'tags'),
  page('/contacts', 'contacts', {}, 'contacts'),
  page('/helps', 'helps', {}, 'helps'),
  page('/users', 'users', adminOnly, 'users'),
  // The page signs its examples and test sends with a connection's token, which the server shows admins only.
  page('/messages-api', 'messagesApi', { planFlag: 'useExternalApi', ...adminOnly }, 'messagesApi'),
  page('/settings', 'settings', adminOnly, 'settings'),
  // GET /audit-logs: role admin (issue 40); the super administrator's platform entries are a switch on the page.
  page('/audit-logs', 'auditLogs', adminOnly, 'auditLogs'),
  page('/queues', 'queues', adminOnly, 'queues'),
  page('/queue-integration', 'queueIntegration', { planFlag: 'useIntegrations', ...adminOnly }, 'queueIntegration'),
  page('/announcements', 'announcements', { superOnly: true }, 'announcements'),
  page('/chats/:id?', 'chats', { planFlag: 'useInternalChat' }, 'chats'),
  page('/plantao', 'plantao', adminItem, 'plantao'),
  // GET /files: role admin.
  page('/files', 'files', adminOnly, 'fileLists'),
  // GET /prompt: role admin and the plan's useOpenAi.
  page('/prompts', 'prompts', { planFlag: 'useOpenAi', ...adminOnly }, 'prompts'),
  // GET /dashboard/moments: moments:view (allowRealTime, or an admin).
  page('/moments', 'moments', { permission: 'moments:view' }, 'moments'),
  page('/kanban', 'kanban', { planFlag: 'useKanban' }, 'kanban'),
  page('/TagsKanban', 'tagsKanban', { planFlag: 'useKanban' }, 'tagsKanban'),
  page('/contact-lists', 'contactLists', campaigns, 'contactLists'),
  page('/contact-lists/:contactListId/contacts', 'contactListItems', campaigns, 'contactListItems'),
  page('/campaigns', 'campaigns', campaigns, 'campaigns'),
  page('/campaign/:campaignId/report', 'campaignReport', campaigns, 'campaignReport'),
  // Everyone reads the pacing and the variables (GET /campaign-settings); the page saves for admins only.
  page('/campaigns-config', 'campaignsConfig', campaigns, 'campaignsConfig'),
];

/** The route of a menu target (its requirements and kind), from the route table so menu and routes never disagree. */
export function routeOf(path: string): AppRoute {
  const route = PRIVATE_ROUTES.find((candidate) => matchPath(candidate.path, path));
  if (!route) throw new Error(`No route for menu path ${path}`);
  return route;
}
