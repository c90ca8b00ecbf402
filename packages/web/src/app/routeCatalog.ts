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

/** Every private route of spec 3 "Full route table". Matching ignores case, so /Kanban and /kanban are one. */
export const PRIVATE_ROUTES: readonly AppRoute[] = [
  page('/', 'dashboard', {}, 'dashboard'),
  page('/tickets/:ticketId?', 'tickets', {}, 'tickets'),
  page('/financeiro', 'financeiro', {}, 'billing'),
  page('/financeiro-aberto', 'financeiro', {}, 'billing'),
  page('/companies', 'companies', { superOnly: true }, 'companies'),
  page('/reports', 'reports', {}, 'reports'),
  page('/connections', 'connections', { connectionsAccess: true }, 'connections'),
  page('/simulator', 'simulator', adminOnly, 'simulator'),
  page('/quick-messages', 'quickMessages', {}, 'quickMessages'),
  page('/todolist', 'todolist', {}, 'todolist'),
  page('/schedules', 'schedules', { planFlag: 'useSchedules' }, 'schedules'),
  page('/tags', 'tags', {}, 'tags'),
  page('/contacts', 'contacts', {}, 'contacts'),
  page('/helps', 'helps', {}, 'helps'),
  page('/users', 'users', adminOnly, 'users'),
  page('/messages-api', 'messagesApi', { planFlag: 'useExternalApi' }, 'messagesApi'),
  page('/settings', 'settings', adminOnly, 'settings'),
  page('/queues', 'queues', adminOnly, 'queues'),
  page('/queue-integration', 'queueIntegration', { planFlag: 'useIntegrations', ...adminOnly }, 'queueIntegration'),
  page('/announcements', 'announcements', { superOnly: true }, 'announcements'),
  page('/chats/:id?', 'chats', { planFlag: 'useInternalChat' }, 'chats'),
  page('/plantao', 'plantao', {}, 'plantao'),
  page('/files', 'files', {}, 'fileLists'),
  page('/prompts', 'prompts', { planFlag: 'useOpenAi' }, 'prompts'),
  page('/moments', 'moments', {}, 'moments'),
  page('/kanban', 'kanban', { planFlag: 'useKanban' }, 'kanban'),
  page('/TagsKanban', 'tagsKanban', { planFlag: 'useKanban' }, 'tagsKanban'),
  page('/contact-lists', 'contactLists', campaigns, 'contactLists'),
  page('/contact-lists/:contactListId/contacts', 'contactListItems', campaigns, 'contactListItems'),
  page('/campaigns', 'campaigns', campaigns, 'campaigns'),
  page('/campaign/:campaignId/report', 'campaignReport', campaigns, 'campaignReport'),
  page('/campaigns-config', 'campaignsConfig', campaigns, 'campaignsConfig'),
];

/** The route of a menu target (its requirements and kind), from the route table so menu and routes never disagree. */
export function routeOf(path: string): AppRoute {
  const route = PRIVATE_ROUTES.find((candidate) => matchPath(candidate.path, path));
  if (!route) throw new Error(`No route for menu path ${path}`);
  return route;
}
