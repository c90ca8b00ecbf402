import { can, type PermissionSubject } from '@guiche/shared';

/** What the connections page offers its reader; the server refuses the rest the same way (route access). */
export interface ConnectionsAccess {
  /** Try again, new QR, disconnect, restart all: admins and users with allowConnections (spec 2 §4). */
  sessionActions: boolean;
  /** Adding a connection (WhatsApp, Facebook, Instagram): admins only. */
  add: boolean;
  /** Editing or deleting one, and closing its imported tickets: admins only. */
  editOrDelete: boolean;
  /** The simulator's phone (its routes are the admins'). */
  simulator: boolean;
}

export function connectionsAccessOf(user: PermissionSubject): ConnectionsAccess {
  const admin = user.super || user.profile === 'admin';
  return {
    sessionActions: can(user, 'connections-page:actionButtons'),
    add: can(user, 'connections-page:addConnection'),
    editOrDelete: can(user, 'connections-page:editOrDeleteConnection'),
    simulator: admin,
  };
}
