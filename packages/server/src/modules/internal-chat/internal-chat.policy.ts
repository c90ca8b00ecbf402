import { AppError } from '../../http/app-error.js';
import type { RequestAuth } from '../auth/auth.service.js';
import type { PlanRow } from '../companies/companies.repository.js';
import type { ChatRow } from './internal-chat.repository.js';

/** Spec 1 §2: the internal chat needs the plan flag useInternalChat; so does every call behind it. */
export function assertPlanHasInternalChat(plan: PlanRow | undefined): void {
  if (!plan?.useInternalChat)
    throw new AppError('ERR_NO_PERMISSION', { message: 'The plan does not include the internal chat' });
}

/**
 * Only members see a chat. To anyone else it does not exist (404, not 403): the id of another team's chat tells
 * nothing about it.
 */
export function assertMember(chat: ChatRow | undefined, isMember: boolean): asserts chat is ChatRow {
  if (!chat || !isMember) throw new AppError('ERR_CHAT_NOT_FOUND');
}

/** Spec 1 §6: the owner alone edits or deletes the chat. */
export function assertOwner(auth: RequestAuth, chat: Pick<ChatRow, 'ownerId'>): void {
  if (chat.ownerId !== auth.userId)
    throw new AppError('ERR_NO_PERMISSION', { message: 'Only the owner of the chat may change it' });
}

/** POST /chats/{id}/read clears the caller's own count; naming another user is refused. */
export function assertReadsOwn(auth: RequestAuth, userId: number | undefined): void {
  if (userId !== undefined && userId !== auth.userId)
    throw new AppError('ERR_NO_PERMISSION', { message: 'A user marks only their own unread messages' });
}
