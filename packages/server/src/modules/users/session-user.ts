import { PLATFORM_COMPANY_DUE_DATE, PLATFORM_COMPANY_ID, type SessionUser } from '@guiche/shared';
import type { DbOrTx } from '../../db/database.js';
import { AppError } from '../../http/app-error.js';
import { avatarFileName } from '../../storage/user-avatars.js';
import { companiesReader } from '../companies/index.js';
import { settingsEntries } from '../settings/settings-entries.js';
import { usersRepository } from './users.repository.js';

/** The user as login, refresh and /auth/me answer it: profile, preferences, queues, company and its settings. */
export async function loadSessionUser(tx: DbOrTx, companyId: number, userId: number): Promise<SessionUser> {
  const [user, queues, company, companieSettings] = await Promise.all([
    usersRepository.findById(tx, companyId, userId),
    usersRepository.listQueues(tx, companyId, userId),
    companiesReader.findById(tx, companyId),
    settingsEntries(tx, companyId),
  ]);
  if (!user || !company) throw new AppError('ERR_NO_USER_FOUND');
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    companyId: user.companyId,
    profile: user.profile,
    super: user.super,
    profileImage: avatarFileName(user.profileImage),
    // The storage key: the answer's serialiser makes it a signed URL (storage/media-links.ts).
    profileImageUrl: user.profileImage,
    language: user.language,
    defaultTheme: user.defaultTheme,
    defaultMenu: user.defaultMenu,
    allTicket: user.allTicket,
    allowGroup: user.allowGroup,
    showDashboard: user.showDashboard,
    allowRealTime: user.allowRealTime,
    allowConnections: user.allowConnections,
    startWork: user.startWork,
    endWork: user.endWork,
    farewellMessage: user.farewellMessage ?? '',
    whatsappId: user.whatsappId,
    queues: queues.map((queue) => ({ ...queue, UserQueue: { userId: user.id, queueId: queue.id } })),
    company: {
      id: company.id,
      name: company.name,
      dueDate: company.id === PLATFORM_COMPANY_ID ? PLATFORM_COMPANY_DUE_DATE : company.dueDate,
      companieSettings,
      timeZone: company.timeZone,
    },
  };
}
