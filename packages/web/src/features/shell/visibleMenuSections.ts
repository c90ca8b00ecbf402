import type { CompanyPlan, SessionUser } from '@guiche/shared';
import { routeOf, type AppRoute } from '../../app/routeCatalog';
import { decideAccess } from '../plan/routeAccess';
import { MENU_SECTIONS, type MenuEntry, type MenuSection } from './menuEntries';

export interface VisibleMenuSection {
  id: MenuSection['id'];
  entries: MenuEntry[];
}

/**
 * The menu a user may see: the entries whose route the route guard would let them open (role, plan, super and
 * campaign-flag requirements of the route table, one source for both). Plan-gated entries stay hidden until the plan
 * is known, so nothing appears and then vanishes.
 * An entry whose route still shows the "under construction" placeholder is hidden: the menu offers only screens
 * that exist, and an entry appears by itself once its route gets its real kind in the route table.
 */
export function visibleMenuSections(
  user: SessionUser,
  plan: CompanyPlan | undefined,
  campaignsFlag: boolean,
  routeFor: (path: string) => AppRoute = routeOf,
): VisibleMenuSection[] {
  return MENU_SECTIONS.map((section) => ({
    id: section.id,
    entries: section.entries.filter((entry) => {
      const route = routeFor(entry.path);
      if (route.kind === 'placeholder') return false;
      if (route.campaign && !campaignsFlag) return false;
      return decideAccess(route, user, plan) === 'allowed';
    }),
  })).filter((section) => section.entries.length > 0);
}
