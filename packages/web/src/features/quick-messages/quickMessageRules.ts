import type { QuickMessageView, SessionUser } from '@guiche/shared';

type Reader = Pick<SessionUser, 'id' | 'profile' | 'super'>;

/** Spec 3 §6: admins and supervisors manage every quick message and alone may share one (geral). */
export function managesQuickMessages(user: Reader): boolean {
  return user.super || user.profile === 'admin' || user.profile === 'supervisor';
}

/** Spec 3 §6: anyone else edits or deletes only their own replies that are not shared. */
export function canChangeQuickMessage(user: Reader, message: Pick<QuickMessageView, 'geral' | 'userId'>): boolean {
  return managesQuickMessages(user) || (!message.geral && message.userId === user.id);
}
