import { describe, expect, it } from 'vitest';
import { can, canSeeConnections } from './permissions.js';

const user = { profile: 'user' as const, super: false };
const admin = { profile: 'admin' as const, super: false };

describe('permission rules', () => {
  it('gives the named rules to admins only', () => {
    for (const rule of [
      'ticket-options:deleteTicket',
      'tickets-manager:showall',
      'tickets-manager:closeAll',
      'contacts-page:deleteContact',
      'user-modal:editProfile',
      'user-modal:editQueues',
    ] as const) {
      expect(can(admin, rule)).toBe(true);
      expect(can(user, rule)).toBe(false);
      expect(can({ profile: 'supervisor', super: false }, rule)).toBe(false);
    }
  });

  it('opens the dashboard to users with showDashboard, and everything to the super administrator', () => {
    expect(can({ ...user, showDashboard: 'enabled' }, 'dashboard:view')).toBe(true);
    expect(can(user, 'dashboard:view')).toBe(false);
    expect(can({ profile: 'user', super: true }, 'ticket-options:deleteTicket')).toBe(true);
  });

  it('follows the user flags for the real-time and connections pages', () => {
    expect(can({ ...user, allowRealTime: 'enabled' }, 'moments:view')).toBe(true);
    expect(can(user, 'moments:view')).toBe(false);
    expect(canSeeConnections({ ...user, allowConnections: 'enabled' })).toBe(true);
    expect(canSeeConnections(admin)).toBe(true);
    expect(canSeeConnections(user)).toBe(false);
  });

  it('gives a user with allowConnections the session actions, never adding, editing or deleting', () => {
    const withFlag = { ...user, allowConnections: 'enabled' };
    expect(can(withFlag, 'connections-page:actionButtons')).toBe(true);
    expect(can(user, 'connections-page:actionButtons')).toBe(false);
    expect(can(withFlag, 'connections-page:addConnection')).toBe(false);
    expect(can(withFlag, 'connections-page:editOrDeleteConnection')).toBe(false);
  });

  it('gives campaigns and contact lists to admins and supervisors, never to a plain user', () => {
    expect(can(admin, 'campaigns:manage')).toBe(true);
    expect(can({ profile: 'supervisor', super: false }, 'campaigns:manage')).toBe(true);
    expect(can(user, 'campaigns:manage')).toBe(false);
    expect(can({ ...user, showDashboard: 'enabled', allowConnections: 'enabled' }, 'campaigns:manage')).toBe(false);
  });

  it('opens the real-time page to users with allowRealTime only', () => {
    expect(can({ ...user, allowRealTime: 'enabled' }, 'moments:view')).toBe(true);
    expect(can({ ...user, showDashboard: 'enabled' }, 'moments:view')).toBe(false);
    expect(can(admin, 'moments:view')).toBe(true);
  });
});
