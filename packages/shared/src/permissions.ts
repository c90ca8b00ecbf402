import type { Profile } from './constants.js';

/**
 * Named permission rules of spec 1 §6. The server enforces them; the web uses the same table only to hide
 * what the server would refuse.
 */
export const PERMISSION_RULES = {
  'dashboard:view': ['admin'],
  'moments:view': ['admin'],
  'drawer-admin-items:view': ['admin'],
  'tickets-manager:showall': ['admin'],
  'tickets-manager:closeAll': ['admin'],
  'ticket-options:deleteTicket': ['admin'],
  'contacts-page:deleteContact': ['admin'],
  'user-modal:editProfile': ['admin'],
  'user-modal:editQueues': ['admin'],
  'connections-page:actionButtons': ['admin'],
  'connections-page:addConnection': ['admin'],
  'connections-page:editOrDeleteConnection': ['admin'],
  // Not named by the spec (issue 39): campaigns and their contact lists reach the whole customer base, so creating,
  // changing, sending and deleting them is for the profiles that manage the company's messaging, as quick messages'
  // shared replies are (spec 3 §6). Reading them stays open to everyone the plan and the company setting admit.
  'campaigns:manage': ['admin', 'supervisor'],
} as const satisfies Record<string, readonly Profile[]>;

export type PermissionRule = keyof typeof PERMISSION_RULES;

/** The fields of a user that decide permissions. */
export interface PermissionSubject {
  profile: Profile;
  super: boolean;
  showDashboard?: string | null;
  allowRealTime?: string | null;
  allowConnections?: string | null;
}

/**
 * Rules a user flag grants beyond the profiles (spec 1 §6, spec 2 §4): showDashboard the dashboard and reports,
 * allowRealTime the real-time page, allowConnections the connections item with its session actions (retry, new
 * QR, disconnect, restart). Adding, editing and deleting connections stay the admins'.
 */
export const RULE_FLAGS: Partial<Record<PermissionRule, 'showDashboard' | 'allowRealTime' | 'allowConnections'>> = {
  'dashboard:view': 'showDashboard',
  'moments:view': 'allowRealTime',
  'connections-page:actionButtons': 'allowConnections',
};

/** The super administrator may do whatever a company admin may (the server treats them alike). */
export function can(user: PermissionSubject, rule: PermissionRule): boolean {
  if (user.super) return true;
  const flag = RULE_FLAGS[rule];
  if (flag && user[flag] === 'enabled') return true;
  return (PERMISSION_RULES[rule] as readonly Profile[]).includes(user.profile);
}

/** The connections page: admins, or users with allowConnections enabled (spec 1 §6). */
export function canSeeConnections(user: PermissionSubject): boolean {
  return user.profile === 'admin' || user.allowConnections === 'enabled';
}

export function isAdmin(user: PermissionSubject): boolean {
  return user.profile === 'admin';
}
