import { canSeeConnections, isAdmin, type CompanyPlan, type PlanFlag, type SessionUser } from '@guiche/shared';

/** What a route needs beyond a login: a plan feature, the super flag, or the campaigns storage flag. */
export interface RouteRequirements {
  planFlag?: PlanFlag;
  superOnly?: boolean;
  /** Company configuration (users, queues, settings): admins and the super administrator, as the server decides. */
  adminOnly?: boolean;
  /** The connections page: admins, users with allowConnections enabled, and the super administrator. */
  connectionsAccess?: boolean;
  /** Campaign routes exist only while the `cshow` storage flag is present (spec 3 route table). */
  campaign?: boolean;
}

export type AccessDecision = 'allowed' | 'denied' | 'pending';

/** `pending` while the plan is still unknown for a route that depends on it. */
export function decideAccess(
  requirements: RouteRequirements,
  user: SessionUser,
  plan: CompanyPlan | undefined,
): AccessDecision {
  if (requirements.superOnly && !user.super) return 'denied';
  if (requirements.adminOnly && !isAdmin(user) && !user.super) return 'denied';
  if (requirements.connectionsAccess && !canSeeConnections(user) && !user.super) return 'denied';
  if (!requirements.planFlag) return 'allowed';
  if (!plan) return 'pending';
  return plan.plan[requirements.planFlag] ? 'allowed' : 'denied';
}
