import type { Queue, SessionUser } from '@guiche/shared';

type QueueRef = Pick<Queue, 'id' | 'name' | 'color'>;

/**
 * The queues a user works with in the manager (the queue filter, accept and new ticket): their own queues; those
 * who see every ticket (admins, the super administrator, allTicket users) may pick any queue of the company.
 */
export function workingQueues(
  user: Pick<SessionUser, 'profile' | 'super' | 'allTicket'> & { queues: readonly QueueRef[] },
  companyQueues: readonly QueueRef[] | undefined,
): QueueRef[] {
  const seesAll = user.super || user.profile === 'admin' || user.allTicket === 'enable';
  return seesAll && companyQueues ? [...companyQueues] : [...user.queues];
}
