import type { FastifyRequest } from 'fastify';
import { can, RULE_FLAGS, type PermissionRule, type PermissionSubject, type PlanFlag } from '@guiche/shared';
import type { Db } from '../db/database.js';
import type { RequestAuth } from '../modules/auth/auth.service.js';
import { companiesReader } from '../modules/companies/index.js';
import { usersReader } from '../modules/users/index.js';
import { AppError } from './app-error.js';
import { requireCompanyAdmin, requirePlanFlag, requireSuper } from './authorize.js';

/**
 * Who may call a route, declared beside it (`route(summary, parts, { role: 'super' })`, http/route-schema.ts) and
 * checked by one onRequest hook right after authentication, before the body, query or path parameters are read: a
 * caller without the role gets 403 whatever they send, never 400 for an input they had no right to send. The services
 * keep their own checks with the same rule functions (authorize.ts, `can` of packages/shared): other callers
 * (jobs, sockets, the external API) reach them without this hook.
 */
export interface RouteAccess {
  /** 'super': the platform's administrator; 'admin': a company admin (or super); a rule: `can(user, rule)`. */
  role?: 'super' | 'admin' | PermissionRule;
  /** A feature flag the caller's company plan must include (spec 2 §3). */
  plan?: PlanFlag;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Read by `routeAccessHook`; the role guard (src/test/guards) compares it with its route catalogue. */
    access?: RouteAccess;
  }
}

/** The caller with the user flags that grant rules (RULE_FLAGS); read only when a flag could decide. */
export async function permissionSubject(db: Db, auth: RequestAuth): Promise<PermissionSubject> {
  const user = await usersReader.findById(db, auth.companyId, auth.userId);
  return {
    profile: auth.profile,
    super: auth.super,
    showDashboard: user?.showDashboard,
    allowRealTime: user?.allowRealTime,
    allowConnections: user?.allowConnections,
  };
}

/** `can` of packages/shared for the caller, reading the user's flags only when the profile alone does not decide. */
export async function callerCan(db: Db, auth: RequestAuth, rule: PermissionRule): Promise<boolean> {
  if (can(auth, rule)) return true;
  return RULE_FLAGS[rule] !== undefined && can(await permissionSubject(db, auth), rule);
}

export async function assertRouteAccess(db: Db, auth: RequestAuth, declared: RouteAccess): Promise<void> {
  const { role, plan } = declared;
  if (role === 'super') requireSuper(auth);
  else if (role === 'admin') requireCompanyAdmin(auth);
  else if (role && !(await callerCan(db, auth, role))) throw new AppError('ERR_NO_PERMISSION');
  if (plan) requirePlanFlag((await companiesReader.findWithPlan(db, auth.companyId))?.plan, plan);
}

/** onRequest hook of the logged-in scope, registered after `authenticate`. */
export function routeAccessHook(db: Db) {
  return async function checkRouteAccess(request: FastifyRequest): Promise<void> {
    const declared = request.routeOptions.config.access;
    if (declared) await assertRouteAccess(db, request.auth, declared);
  };
}
