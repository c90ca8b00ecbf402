import { requireSuper } from '../../http/authorize.js';
import type { RequestAuth } from '../auth/auth.service.js';

/** Spec 3 "Announcements": the super administrator alone writes announcements and their images. */
export function assertCanManageAnnouncements(auth: RequestAuth): void {
  requireSuper(auth);
}
