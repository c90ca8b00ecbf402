import type { PermissionSubject, PlanFlag } from '@guiche/shared';
import { AppError } from '../../http/app-error.js';
import { requireRule } from '../../http/authorize.js';
import type { PlanRow } from '../companies/companies.repository.js';

/**
 * Adding a connection (rule connections-page:addConnection): admins only, also for users with allowConnections,
 * whose item brings the session actions alone (sessions.policy.ts).
 */
export function assertCanAddConnection(auth: PermissionSubject): void {
  requireRule(auth, 'connections-page:addConnection');
}

/** Editing or deleting a connection, its greeting media, closing its imported tickets: admins only (same reason). */
export function assertCanEditOrDeleteConnection(auth: PermissionSubject): void {
  requireRule(auth, 'connections-page:editOrDeleteConnection');
}

const PLAN_FLAG_OF_CHANNEL: Record<string, PlanFlag | undefined> = {
  whatsapp: 'useWhatsapp',
  whatsappapi: 'useWhatsapp',
  facebook: 'useFacebook',
  instagram: 'useInstagram',
};

/** The plan must allow the channel and have room for one more connection. */
export function assertPlanAllows(plan: PlanRow, channel: string, existing: number): void {
  assertPlanIncludes(plan, channel);
  assertPlanRoom(plan, existing + 1);
}

/** The plan's flag for the channel (useWhatsapp, useFacebook, useInstagram) must be on. */
export function assertPlanIncludes(plan: PlanRow, channel: string): void {
  const flag = PLAN_FLAG_OF_CHANNEL[channel];
  if (flag && !plan[flag]) throw new AppError('ERR_NO_PERMISSION', { message: `The plan does not include ${channel}` });
}

/** The company may hold `total` connections. */
export function assertPlanRoom(plan: PlanRow, total: number): void {
  if (total > plan.connections)
    throw new AppError('ERR_PLAN_LIMIT', { message: `The plan allows ${plan.connections} connections` });
}
