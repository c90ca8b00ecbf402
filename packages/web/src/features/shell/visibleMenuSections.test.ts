import { describe, expect, it } from 'vitest';
import { sessionUser } from '../../test/sessionUser';
import { PLAN_FLAGS, type CompanyPlan, type PlanFlags, type SessionUser } from '@guiche/shared';
import { routeOf, type AppRoute } from '../../app/routeCatalog';
import { decideAccess } from '../plan/routeAccess';
import { MENU_SECTIONS } from './menuEntries';
import { visibleMenuSections } from './visibleMenuSections';

const admin = sessionUser();
const attendant = sessionUser({ id: 2, profile: 'user' });
const supervisor = sessionUser({ id: 3, profile: 'supervisor' });

function planWith(overrides: Partial<CompanyPlan['plan']> = {}): CompanyPlan {
  const flags = Object.fromEntries(PLAN_FLAGS.map((flag) => [flag, true])) as PlanFlags;
  const plan = { id: 1, name: 'Plano', users: 5, connections: 2, queues: 3, amount: '99.90', isPublic: true, ...flags };
  return { id: 2, name: 'Empresa', dueDate: '2999-12-31', recurrence: 'MENSAL', plan: { ...plan, ...overrides } };
}

/** The role and plan rules are tested as if every screen were built, so they hold whichever are still placeholders. */
const allBuilt = (path: string): AppRoute => ({ ...routeOf(path), kind: 'tickets' });

function paths(user: SessionUser, plan: CompanyPlan | undefined, campaigns = false, routeFor = allBuilt): string[] {
  return visibleMenuSections(user, plan, campaigns, routeFor).flatMap((section) =>
    section.entries.map((entry) => entry.path),
  );
}

describe('visibleMenuSections', () => {
  it('gives an admin the management and administration sections, but not the super-only entries', () => {
    const visible = paths(admin, planWith());
    expect(visible).toEqual(
      expect.arrayContaining(['/tickets', '/', '/reports', '/moments', '/users', '/connections', '/settings']),
    );
    expect(visible.indexOf('/simulator')).toBe(visible.indexOf('/connections') + 1);
    expect(visible).not.toContain('/companies');
    expect(visible).not.toContain('/announcements');
    expect(paths({ ...admin, super: true }, planWith())).toEqual(
      expect.arrayContaining(['/companies', '/announcements']),
    );
  });

  it('gives an attendant only the attendance entries, plus what their flags enable', () => {
    expect(paths(attendant, planWith()).some((path) => ['/', '/users', '/connections'].includes(path))).toBe(false);
    const flags = { showDashboard: 'enabled', allowRealTime: 'enabled', allowConnections: 'enabled' } as const;
    const flagged = paths({ ...attendant, ...flags }, planWith());
    expect(flagged).toEqual(expect.arrayContaining(['/', '/reports', '/moments', '/connections']));
    expect(flagged).not.toContain('/users');
    expect(flagged).not.toContain('/simulator');
  });

  it('gives a plain user and a supervisor the attendance and campaign sections, and no management or admin entry', () => {
    const expected = {
      attendance: MENU_SECTIONS[0]?.entries.map((entry) => entry.path),
      campaigns: ['/campaigns', '/contact-lists', '/campaigns-config'],
    };
    for (const user of [attendant, supervisor]) {
      const sections = visibleMenuSections(user, planWith(), true, allBuilt);
      expect(Object.fromEntries(sections.map((section) => [section.id, section.entries.map((e) => e.path)]))).toEqual(
        expected,
      );
    }
  });

  it('shows each user flag its own entries alone: the management section holds only what the flags open', () => {
    const management = (flags: Partial<SessionUser>) =>
      visibleMenuSections({ ...attendant, ...flags }, planWith(), false, allBuilt)
        .filter((section) => section.id === 'management' || section.id === 'administration')
        .map((section) => [section.id, section.entries.map((entry) => entry.path)]);
    expect(management({ showDashboard: 'enabled' })).toEqual([['management', ['/', '/reports']]]);
    // The real-time page without the dashboard: the section shows for /moments alone.
    expect(management({ allowRealTime: 'enabled' })).toEqual([['management', ['/moments']]]);
    expect(management({ allowConnections: 'enabled' })).toEqual([['administration', ['/connections']]]);
  });

  it('hides from a company admin the platform’s entries and from anyone the pages the server refuses them', () => {
    const visible = paths(admin, planWith(), true);
    expect(visible).toEqual(expect.arrayContaining(['/files', '/prompts', '/messages-api', '/plantao', '/financeiro']));
    for (const path of ['/files', '/prompts', '/messages-api', '/plantao', '/financeiro', '/simulator', '/settings']) {
      expect(paths(attendant, planWith(), true)).not.toContain(path);
      expect(paths(supervisor, planWith(), true)).not.toContain(path);
    }
  });

  it('never offers an entry that the route guard would refuse, whoever the user', () => {
    const flagged = { showDashboard: 'enabled', allowRealTime: 'enabled', allowConnections: 'enabled' } as const;
    const users = [admin, attendant, supervisor, { ...attendant, ...flagged }, { ...admin, super: true }];
    for (const user of users) {
      for (const path of paths(user, planWith(), true)) {
        expect(decideAccess(routeOf(path), user, planWith())).toBe('allowed');
      }
    }
  });

  it('hides the entries the plan does not include, and every plan-gated entry while the plan loads', () => {
    const visible = paths(admin, planWith({ useKanban: false, useInternalChat: false, useOpenAi: false }));
    expect(visible.filter((path) => ['/kanban', '/TagsKanban', '/chats', '/prompts'].includes(path))).toEqual([]);
    expect(visible).toContain('/schedules');
    expect(
      paths(admin, undefined).filter((path) => ['/schedules', '/messages-api', '/queue-integration'].includes(path)),
    ).toEqual([]);
  });

  it('shows campaigns only with both the storage flag and the plan feature', () => {
    expect(paths(admin, planWith(), false)).not.toContain('/campaigns');
    expect(paths(admin, planWith(), true)).toEqual(
      expect.arrayContaining(['/campaigns', '/contact-lists', '/campaigns-config']),
    );
    expect(paths(admin, planWith({ useCampaigns: false }), true)).not.toContain('/campaigns');
  });

  it('offers no entry whose screen is still the placeholder, and every built one the user may open', () => {
    const superAdmin = { ...admin, super: true };
    const visible = paths(superAdmin, planWith(), true, routeOf);
    const menuPaths = MENU_SECTIONS.flatMap((section) => section.entries.map((entry) => entry.path));
    const kindOf = (path: string) => routeOf(path).kind;
    expect(visible.filter((path) => kindOf(path) === 'placeholder')).toEqual([]);
    expect(visible).toEqual(
      menuPaths.filter((path) => kindOf(path) !== 'placeholder' && paths(superAdmin, planWith(), true).includes(path)),
    );
    expect(visible).toContain('/tickets');
  });

  it('hides an entry while its route is a placeholder and shows it once the route gets its screen', () => {
    const placeholderTags = (path: string): AppRoute =>
      path === '/tags' ? { ...routeOf(path), kind: 'placeholder' } : allBuilt(path);
    expect(paths(admin, planWith(), false, placeholderTags)).not.toContain('/tags');
    expect(paths(admin, planWith(), false, allBuilt)).toContain('/tags');
  });
});
