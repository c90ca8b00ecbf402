import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { serverEvents, type ContactListImportReport } from '@guiche/shared';
import { useSocketEvent } from '../../socket/useSocketEvent';
import { useCurrentUser } from '../auth/sessionContext';
import { contactListsKeys, importReportSchema } from './contactListsApi';

/**
 * Keeps the contact lists and their items live (`company-{id}-ContactList`, `…-ContactListItem`) and answers the
 * progress of a running upload, as the server reports it while it reads the file.
 */
export function useContactListsLive(): ContactListImportReport | null {
  const queryClient = useQueryClient();
  const { companyId } = useCurrentUser();
  const [progress, setProgress] = useState<ContactListImportReport | null>(null);
  useSocketEvent(serverEvents.contactList(companyId), (payload) => {
    const event = payload as { action?: string; report?: unknown };
    if (event.action === 'progress') {
      const report = importReportSchema.safeParse(event.report);
      if (report.success) setProgress(report.data);
      return;
    }
    void queryClient.invalidateQueries({ queryKey: contactListsKeys.all });
  });
  useSocketEvent(serverEvents.contactListItem(companyId), () => {
    void queryClient.invalidateQueries({ queryKey: contactListsKeys.all });
  });
  return progress;
}
