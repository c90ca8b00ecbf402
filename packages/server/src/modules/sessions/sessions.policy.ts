import type { RouteAccess } from '../../http/route-access.js';

/**
 * Spec 2 §4 / spec 1 §6: retry, new QR, disconnect and restart are the admins', and of users with allowConnections
 * enabled (rule connections-page:actionButtons, RULE_FLAGS of packages/shared). Creating, editing and deleting a
 * connection stay the admins' (connections.policy.ts).
 */
export const SESSION_ACTIONS = { role: 'connections-page:actionButtons' } as const satisfies RouteAccess;
