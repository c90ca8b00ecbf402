import type { CompanyPlan, SessionUser } from '@guiche/shared';
import { requirementsOf } from '../../app/routeCatalog';
import { decideAccess } from '../plan/routeAccess';
import { MENU_SECTIONS, type MenuEntry, type MenuSection } from './menuEntries';

export interface VisibleMenuSection {
  id: MenuSection['id'];
  entries: MenuEntry[];
}

/**
 * The menu a user may see: role rules of the menu, plus the route table's plan, super and campaign-flag
 * requirements. Plan-gated entries stay hidden until the plan is known, so nothing appears and then vanishes.
 */
export function visibleMenuSections(
  user: SessionUser,
  plan: CompanyPlan | undefined,
  campaignsFlag: boolean,
): VisibleMenuSection[] {
  return MENU_SECTIONS.filter((section) => section.visible(user))
    .map((section) => ({
      id: section.id,
      entries: section.entries.filter((entry) => {
        const requirements = requirementsOf(entry.path);
        if (requirements.campaign && !campaignsFlag) return false;
        if (entry.visible && !entry.visible(user)) return false;
        return decideAccess(requirements, user, plan) === 'allowed';
      }),
    }))
    .filter((section) => section.entries.length > 0);
}
