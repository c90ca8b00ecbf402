import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { serverEvents } from '@guiche/shared';
import { useSocketEvent } from '../../socket/useSocketEvent';
import { useCurrentUser } from '../auth/sessionContext';
import { importMessagesEventSchema, type ImportStatus } from './importStatus';

/**
 * The progress of each connection's message import, from `importMessages-{companyId}`. At the end (`refresh`)
 * the spec reloads the page: every cached list is read again, since the import added tickets everywhere.
 */
export function useImportProgress(): ReadonlyMap<number, ImportStatus> {
  const queryClient = useQueryClient();
  const { companyId } = useCurrentUser();
  const [progress, setProgress] = useState<ReadonlyMap<number, ImportStatus>>(new Map());

  useSocketEvent(serverEvents.importMessages(companyId), (payload) => {
    const event = importMessagesEventSchema.safeParse(payload);
    if (!event.success) return;
    const { data } = event;
    setProgress((current) => {
      const next = new Map(current);
      if (data.action === 'update') next.set(data.whatsappId, data.status);
      else next.delete(data.whatsappId);
      return next;
    });
    if (data.action === 'refresh') void queryClient.invalidateQueries();
  });
  return progress;
}
