import type { SessionUser } from '@guiche/shared';

/** A company admin as the session returns it, for unit tests; override what the test is about. */
export function sessionUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    id: 1,
    name: 'Ana',
    email: 'ana@empresa.com',
    companyId: 2,
    profile: 'admin',
    super: false,
    profileImage: null,
    profileImageUrl: null,
    language: 'pt-BR',
    defaultTheme: 'light',
    defaultMenu: 'open',
    allTicket: 'disable',
    allowGroup: false,
    showDashboard: 'disabled',
    allowRealTime: 'disabled',
    allowConnections: 'disabled',
    startWork: '00:00',
    endWork: '23:59',
    farewellMessage: '',
    whatsappId: null,
    queues: [],
    company: { id: 2, name: 'Empresa', dueDate: '2999-12-31', companieSettings: [], timeZone: 'America/Sao_Paulo' },
    ...overrides,
  };
}
