import { describe, expect, it } from 'vitest';
import { connectionsAccessOf } from './connectionsAccess';

const user = { profile: 'user' as const, super: false };

describe('connections page access', () => {
  it('gives a user with allowConnections the session actions and nothing else', () => {
    expect(connectionsAccessOf({ ...user, allowConnections: 'enabled' })).toEqual({
      sessionActions: true,
      add: false,
      editOrDelete: false,
      simulator: false,
    });
  });

  it('gives a user without the flag none of them', () => {
    expect(connectionsAccessOf({ ...user, allowConnections: 'disabled' })).toEqual({
      sessionActions: false,
      add: false,
      editOrDelete: false,
      simulator: false,
    });
  });

  it('gives admins and the super administrator everything', () => {
    const all = { sessionActions: true, add: true, editOrDelete: true, simulator: true };
    expect(connectionsAccessOf({ profile: 'admin', super: false })).toEqual(all);
    expect(connectionsAccessOf({ ...user, super: true })).toEqual(all);
  });
});
