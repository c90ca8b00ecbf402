import { describe, expect, it } from 'vitest';
import { PLAN_FLAGS, type CompanyPlan, type PlanFlags, type SessionUser } from '@guiche/shared';
import { PRIVATE_ROUTES, routeOf } from '../../app/routeCatalog';
import { sessionUser } from '../../test/sessionUser';
import { homePathOf } from './homePath';
import { decideAccess } from './routeAccess';

const admin = sessionUser();
const attendant = sessionUser({ id: 2, profile: 'user' });
const supervisor = sessionUser({ id: 3, profile: 'supervisor' });
const superAdmin = sessionUser({ id: 4, super: true });

function planWith(overrides: Partial<PlanFlags> = {}): CompanyPlan {
  const flags = Object.fromEntries(PLAN_FLAGS.map((flag) => [flag, true])) as PlanFlags;
  const plan = { id: 1, name: 'Plano', users: 5, connections: 2, queues: 3, amount: '99.90', isPublic: true, ...flags };
  return { id: 2, name: 'Empresa', dueDate: '2999-12-31', recurrence: 'MENSAL', plan: { ...plan, ...overrides } };
}

/** The private routes a user may open with a plan that includes everything. */
function openFor(user: SessionUser): string[] {
  return PRIVATE_ROUTES.filter((route) => decideAccess(route, user, planWith()) === 'allowed').map(({ path }) => path);
}

/** What every logged-in user may open: the server refuses none of these pages' calls to a plain user. */
const EVERYONE = [
  '/tickets/:ticketId?',
  '/financeiro-aberto',
  '/quick-messages',
  '/todolist',
  '/schedules',
  '/tags',
  '/contacts',
  '/helps',
  '/chats/:id?',
  '/kanban',
  '/TagsKanban',
  '/contact-lists',
  '/contact-lists/:contactListId/contacts',
  '/campaigns',
  '/campaign/:campaignId/report',
  '/campaigns-config',
];

describe('decideAccess for company configuration pages (users, queues, settings)', () => {
  it('lets admins and the super administrator in, and shows everyone else the no-access page', () => {
    expect(decideAccess({ adminOnly: true }, admin, undefined)).toBe('allowed');
    expect(decideAccess({ adminOnly: true }, { ...admin, profile: 'user', super: true }, undefined)).toBe('allowed');
    expect(decideAccess({ adminOnly: true }, supervisor, undefined)).toBe('noAccess');
    expect(decideAccess({ adminOnly: true }, { ...attendant, allowConnections: 'enabled' }, undefined)).toBe(
      'noAccess',
    );
  });

  it('turns a plain user away at once, without waiting for the plan of a plan-gated admin page', () => {
    const prompts = routeOf('/prompts');
    expect(decideAccess(prompts, attendant, undefined)).toBe('noAccess');
    expect(decideAccess(prompts, admin, undefined)).toBe('pending');
    expect(decideAccess(prompts, admin, planWith({ useOpenAi: false }))).toBe('redirect');
    expect(decideAccess(prompts, admin, planWith())).toBe('allowed');
  });
});

describe('decideAccess for the connections page', () => {
  it('lets admins, users with allowConnections and the super administrator in', () => {
    const requirements = { connectionsAccess: true };
    expect(decideAccess(requirements, admin, undefined)).toBe('allowed');
    expect(decideAccess(requirements, { ...attendant, allowConnections: 'enabled' }, undefined)).toBe('allowed');
    expect(decideAccess(requirements, { ...attendant, super: true }, undefined)).toBe('allowed');
    expect(decideAccess(requirements, supervisor, undefined)).toBe('noAccess');
  });
});

describe('decideAccess for a named permission rule', () => {
  it('follows `can`: the profiles of the rule, the user flag that grants it, and the super administrator', () => {
    const dashboard = { permission: 'dashboard:view' } as const;
    expect(decideAccess(dashboard, admin, undefined)).toBe('allowed');
    expect(decideAccess(dashboard, { ...attendant, showDashboard: 'enabled' }, undefined)).toBe('allowed');
    expect(decideAccess(dashboard, { ...attendant, super: true }, undefined)).toBe('allowed');
    expect(decideAccess(dashboard, attendant, undefined)).toBe('noAccess');
    expect(decideAccess(dashboard, supervisor, undefined)).toBe('noAccess');
    // Another rule's flag grants nothing here.
    expect(decideAccess(dashboard, { ...attendant, allowRealTime: 'enabled' }, undefined)).toBe('noAccess');
  });
});

describe('decideAccess for the plan and the super flag', () => {
  it('answers a missing plan feature or super flag with the spec’s redirect, and waits for an unknown plan', () => {
    expect(decideAccess({ superOnly: true }, admin, planWith())).toBe('redirect');
    expect(decideAccess({ superOnly: true }, superAdmin, undefined)).toBe('allowed');
    expect(decideAccess({ planFlag: 'useKanban' }, attendant, undefined)).toBe('pending');
    expect(decideAccess({ planFlag: 'useKanban' }, attendant, planWith({ useKanban: false }))).toBe('redirect');
  });
});

describe('the route table against the server', () => {
  it('opens to a plain user only the pages whose calls the server answers for them', () => {
    expect(openFor(attendant)).toEqual(EVERYONE);
  });

  it('opens to a supervisor what it opens to a plain user: no page needs more than campaigns:manage', () => {
    expect(openFor(supervisor)).toEqual(EVERYONE);
  });

  it('adds for each user flag its own pages: the dashboard and reports, the real-time page, the connections', () => {
    const extra = (flags: Partial<SessionUser>) =>
      openFor({ ...attendant, ...flags }).filter((p) => !EVERYONE.includes(p));
    expect(extra({ showDashboard: 'enabled' })).toEqual(['/', '/reports']);
    expect(extra({ allowRealTime: 'enabled' })).toEqual(['/moments']);
    expect(extra({ allowConnections: 'enabled' })).toEqual(['/connections']);
  });

  it('opens every page to the super administrator, and all but the platform’s pages to a company admin', () => {
    expect(openFor(superAdmin)).toEqual(PRIVATE_ROUTES.map(({ path }) => path));
    expect(PRIVATE_ROUTES.map(({ path }) => path).filter((path) => !openFor(admin).includes(path))).toEqual([
      '/companies',
      '/announcements',
    ]);
  });

  it('sends a user refused the dashboard home instead of showing a refusal, and no other page', () => {
    expect(PRIVATE_ROUTES.filter((route) => route.homeWhenDenied).map(({ path }) => path)).toEqual(['/']);
  });
});

describe('homePathOf', () => {
  it('is the dashboard for those who may see it, and the tickets for everyone else', () => {
    expect(homePathOf(admin)).toBe('/');
    expect(homePathOf({ ...attendant, showDashboard: 'enabled' })).toBe('/');
    expect(homePathOf(attendant)).toBe('/tickets');
    expect(homePathOf(supervisor)).toBe('/tickets');
    expect(homePathOf({ ...attendant, allowRealTime: 'enabled' })).toBe('/tickets');
  });
});
