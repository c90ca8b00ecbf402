import type { RequestAuth } from '../auth/auth.service.js';
import { AppError } from '../../http/app-error.js';

/** Personal preferences (language, theme, menu) belong to their owner alone. */
export function assertCanEditPreferences(auth: RequestAuth, targetUserId: number): void {
  if (auth.userId !== targetUserId) throw new AppError('ERR_NO_PERMISSION');
}
