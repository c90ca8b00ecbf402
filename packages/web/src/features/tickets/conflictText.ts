import type { TFunction } from 'i18next';
import type { OpenTicketConflict } from '@guiche/shared';

/** Who holds the ticket and in which queue, each named only when there is one ('na fila sem fila' read as a typo). */
export function conflictText(
  t: TFunction,
  { userName, queueName }: Pick<OpenTicketConflict, 'userName' | 'queueName'>,
): string {
  if (userName)
    return queueName
      ? t('tickets.conflict.heldInQueue', { user: userName, queue: queueName })
      : t('tickets.conflict.held', { user: userName });
  return queueName ? t('tickets.conflict.waitingInQueue', { queue: queueName }) : t('tickets.conflict.waiting');
}
