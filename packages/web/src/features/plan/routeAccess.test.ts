import { describe, expect, it } from 'vitest';
import { sessionUser } from '../../test/sessionUser';
import { decideAccess } from './routeAccess';

const admin = sessionUser();

describe('decideAccess for company configuration pages (users, queues, settings)', () => {
  it('lets admins and the super administrator in, and turns everyone else away', () => {
    expect(decideAccess({ adminOnly: true }, admin, undefined)).toBe('allowed');
    expect(decideAccess({ adminOnly: true }, { ...admin, profile: 'user', super: true }, undefined)).toBe('allowed');
    expect(decideAccess({ adminOnly: true }, { ...admin, profile: 'supervisor' }, undefined)).toBe('denied');
    expect(
      decideAccess({ adminOnly: true }, { ...admin, profile: 'user', allowConnections: 'enabled' }, undefined),
    ).toBe('denied');
  });
});

describe('decideAccess for the connections page', () => {
  it('lets admins, users with allowConnections and the super administrator in', () => {
    const requirements = { connectionsAccess: true };
    expect(decideAccess(requirements, admin, undefined)).toBe('allowed');
    expect(decideAccess(requirements, { ...admin, profile: 'user', allowConnections: 'enabled' }, undefined)).toBe(
      'allowed',
    );
    expect(decideAccess(requirements, { ...admin, profile: 'user', super: true }, undefined)).toBe('allowed');
    expect(decideAccess(requirements, { ...admin, profile: 'supervisor' }, undefined)).toBe('denied');
  });
});
