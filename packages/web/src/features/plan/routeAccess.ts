import {
  can,
  canSeeConnections,
  isAdmin,
  type CompanyPlan,
  type PermissionRule,
  type PlanFlag,
  type SessionUser,
} from '@guiche/shared';

/**
 * What a route needs beyond a login. The role requirements mirror what the server demands of the calls the page makes
 * when it opens (its `access` in the server's *.routes.ts), so that the menu and the route guard never offer a page
 * that would half-render and then fail with 403.
 */
export interface RouteRequirements {
  planFlag?: PlanFlag;
  /** The platform's pages (companies, announcements): the super flag. */
  superOnly?: boolean;
  /** Company configuration the server keeps to `role: 'admin'`: company admins and the super administrator. */
  adminOnly?: boolean;
  /** A named rule of packages/shared (`can`), as the server declares it: e.g. dashboard:view, moments:view. */
  permission?: PermissionRule;
  /** The connections page: admins, users with allowConnections enabled, and the super administrator. */
  connectionsAccess?: boolean;
  /** Campaign routes exist only while the `cshow` storage flag is present (spec 3 route table). */
  campaign?: boolean;
  /**
   * A user the role requirements turn away goes to their home without a word, instead of the no-access page: `/` is
   * where the public pages send any logged-in user (spec 3 route table), and one without the dashboard belongs on
   * /tickets.
   */
  homeWhenDenied?: boolean;
}

/**
 * `noAccess`: the user's profile and flags do not allow the page (the no-access page). `redirect`: the company's plan
 * lacks the feature, or the page is the super administrator's, which spec 2 §6 and spec 3 §6 answer alike with the
 * no-permission message and a redirect. `pending` while the plan is still unknown for a route that depends on it.
 */
export type AccessDecision = 'allowed' | 'noAccess' | 'redirect' | 'pending';

export function decideAccess(
  requirements: RouteRequirements,
  user: SessionUser,
  plan: CompanyPlan | undefined,
): AccessDecision {
  if (requirements.superOnly && !user.super) return 'redirect';
  if (!roleAllows(requirements, user)) return 'noAccess';
  if (!requirements.planFlag) return 'allowed';
  if (!plan) return 'pending';
  return plan.plan[requirements.planFlag] ? 'allowed' : 'redirect';
}

/** The super administrator may do whatever a company admin may, as the server decides (`can`, isCompanyAdmin). */
function roleAllows(requirements: RouteRequirements, user: SessionUser): boolean {
  if (user.super) return true;
  if (requirements.adminOnly && !isAdmin(user)) return false;
  if (requirements.permission && !can(user, requirements.permission)) return false;
  return !requirements.connectionsAccess || canSeeConnections(user);
}
