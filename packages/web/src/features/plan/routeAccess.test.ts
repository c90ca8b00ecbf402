import { describe, expect, it } from 'vitest';
import type { SessionUser } from '@guiche/shared';
import { decideAccess } from './routeAccess';

const admin: SessionUser = {
  id: 1,
  name: 'Ana',
  email: 'ana@empresa.com',
  companyId: 2,
  profile: 'admin',
  super: false,
  profileImage: null,
  language: 'pt-BR',
  defaultTheme: 'light',
  defaultMenu: 'open',
  allTicket: 'disabled',
  allowGroup: false,
  showDashboard: 'disabled',
  allowRealTime: 'disabled',
  allowConnections: 'disabled',
  startWork: '00:00',
  endWork: '23:59',
  whatsappId: null,
  queues: [],
  company: { id: 2, name: 'Empresa', dueDate: '2999-12-31', companieSettings: [] },
};

describe('decideAccess for company configuration pages (users, queues, settings)', () => {
  it('lets admins and the super administrator in, and turns everyone else away', () => {
    expect(decideAccess({ adminOnly: true }, admin, undefined)).toBe('allowed');
    expect(decideAccess({ adminOnly: true }, { ...admin, profile: 'user', super: true }, undefined)).toBe('allowed');
    expect(decideAccess({ adminOnly: true }, { ...admin, profile: 'supervisor' }, undefined)).toBe('denied');
    expect(decideAccess({ adminOnly: true }, { ...admin, profile: 'user', allowConnections: 'enabled' }, undefined)).toBe('denied');
  });
});

describe('decideAccess for the connections page', () => {
  it('lets admins, users with allowConnections and the super administrator in', () => {
    const requirements = { connectionsAccess: true };
    expect(decideAccess(requirements, admin, undefined)).toBe('allowed');
    expect(decideAccess(requirements, { ...admin, profile: 'user', allowConnections: 'enabled' }, undefined)).toBe('allowed');
    expect(decideAccess(requirements, { ...admin, profile: 'user', super: true }, undefined)).toBe('allowed');
    expect(decideAccess(requirements, { ...admin, profile: 'supervisor' }, undefined)).toBe('denied');
  });
});
