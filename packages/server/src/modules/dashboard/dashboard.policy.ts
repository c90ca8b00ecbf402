import type { Db } from '../../db/database.js';
import { AppError } from '../../http/app-error.js';
import { callerCan } from '../../http/route-access.js';
import type { RequestAuth } from '../auth/auth.service.js';

/** Spec 2 §6: the dashboard and reports are the admins', and of users with showDashboard enabled. */
export async function assertCanSeeDashboard(db: Db, auth: RequestAuth): Promise<void> {
  // The rule its routes declare (dashboard.routes.ts), so that the route check and this one cannot differ.
  if (!(await callerCan(db, auth, 'dashboard:view')))
    throw new AppError('ERR_NO_PERMISSION', { message: 'The dashboard needs the showDashboard flag' });
}

/** Spec 2 §6: the real-time page (/moments) needs allowRealTime enabled, or an admin profile. */
export async function assertCanSeeMoments(db: Db, auth: RequestAuth): Promise<void> {
  if (!(await callerCan(db, auth, 'moments:view')))
    throw new AppError('ERR_NO_PERMISSION', { message: 'The real-time page needs the allowRealTime flag' });
}
