import type { PlanFlag } from '@guiche/shared';

/**
 * Plan flags that gate whole paths (spec 2 §3, spec 3 §6): the route must declare the flag, and a company whose
 * plan lacks it is refused before the input is read (plan-flag.test.ts). A path is the prefix or under it.
 */
const PLAN_FLAG_PATHS: [path: string, flag: PlanFlag][] = [
  ['/api/schedules', 'useSchedules'],
  ['/api/chats', 'useInternalChat'],
  ['/api/campaigns', 'useCampaigns'],
  ['/api/campaign-settings', 'useCampaigns'],
  ['/api/contact-lists', 'useCampaigns'],
  ['/api/contact-list-items', 'useCampaigns'],
  ['/api/ticket/kanban', 'useKanban'],
  ['/api/queueIntegration', 'useIntegrations'],
  ['/api/prompt', 'useOpenAi'],
];

/**
 * Single routes gated by a flag. (PUT /ticket-tags/:ticketId/:tagId needs useKanban only for a kanban tag, and
 * connections need the flag of the channel in their body: both depend on data, so their services decide.)
 */
const PLAN_FLAG_ROUTES: Record<string, PlanFlag> = {
  'DELETE /api/ticket-tags/:ticketId': 'useKanban',
  'PUT /api/tags/kanban/order': 'useKanban',
};

export function planFlagOf(route: string): PlanFlag | undefined {
  const url = route.slice(route.indexOf(' ') + 1);
  return PLAN_FLAG_ROUTES[route] ?? PLAN_FLAG_PATHS.find(([path]) => url === path || url.startsWith(`${path}/`))?.[1];
}
