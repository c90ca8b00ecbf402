import type { Db } from '../../db/database.js';
import { AppError } from '../../http/app-error.js';
import { isCompanyAdmin } from '../../http/authorize.js';
import type { RequestAuth } from '../auth/auth.service.js';
import { usersRepository } from '../users/users.repository.js';

/** Spec 2 §6: the dashboard and reports are the admins', and of users with showDashboard enabled. */
export async function assertCanSeeDashboard(db: Db, auth: RequestAuth): Promise<void> {
  if (isCompanyAdmin(auth)) return;
  const user = await usersRepository.findById(db, auth.companyId, auth.userId);
  if (user?.showDashboard !== 'enabled') throw new AppError('ERR_NO_PERMISSION', { message: 'The dashboard needs the showDashboard flag' });
}

/** Spec 2 §6: the real-time page (/moments) needs allowRealTime enabled, or an admin profile. */
export async function assertCanSeeMoments(db: Db, auth: RequestAuth): Promise<void> {
  if (isCompanyAdmin(auth)) return;
  const user = await usersRepository.findById(db, auth.companyId, auth.userId);
  if (user?.allowRealTime !== 'enabled') throw new AppError('ERR_NO_PERMISSION', { message: 'The real-time page needs the allowRealTime flag' });
}
