import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { renderPlaceholders } from '@guiche/shared';
import { useCurrentUser } from '../auth/sessionContext';

/** A ticket number that reads as an example in {{ticket_id}} and {{protocol}}. */
const SAMPLE_TICKET_ID = 1234;

/**
 * Renders a preview's texts as the engine would for a sample contact: the shared renderer with an example name,
 * the logged-in user as {{userName}}, this moment in company time, and the queue and connection being edited.
 */
export function usePreviewPlaceholders(names: {
  queueName?: string | undefined;
  connectionName?: string | undefined;
}): (text: string) => string {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const { queueName, connectionName } = names;
  const contactName = t('botPreview.sampleContact');
  return useCallback(
    (text: string) =>
      renderPlaceholders(text, {
        contactName,
        userName: user.name,
        ticketId: SAMPLE_TICKET_ID,
        queueName,
        connectionName,
        now: new Date(),
        timeZone: user.company.timeZone,
      }),
    [contactName, user.name, user.company.timeZone, queueName, connectionName],
  );
}
