import { useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { connectionSchema, serverEvents, type Connection } from '@guiche/shared';
import { useSocketEvent } from '../../socket/useSocketEvent';
import { useCurrentUser } from '../auth/sessionContext';
import { connectionsKeys, fetchConnections } from './connectionsApi';
import { removeRow } from '../../lib/pagedList';
import { cacheConnection } from './connectionsCache';

/** `company-{id}-whatsapp`: a connection saved or deleted. */
const whatsappEventSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('update'), whatsapp: connectionSchema }),
  z.object({ action: z.literal('delete'), whatsappId: z.number().int() }),
]);
/** `company-{id}-whatsappSession`: a session's status or QR changed. */
const sessionEventSchema = z.object({ action: z.literal('update'), session: connectionSchema });

/**
 * Keeps the cached list and the cached single connections (the QR dialog reads one) in step with the socket.
 * Every user of the list subscribes; applying an event twice changes nothing.
 */
function useConnectionsLive(enabled: boolean): void {
  const queryClient = useQueryClient();
  const { companyId } = useCurrentUser();

  const apply = (incoming: Connection) => cacheConnection(queryClient, incoming);

  useSocketEvent(enabled ? serverEvents.whatsapp(companyId) : null, (payload) => {
    const event = whatsappEventSchema.safeParse(payload);
    if (!event.success) return;
    const { data } = event;
    if (data.action === 'update') return apply(data.whatsapp);
    queryClient.setQueryData<Connection[]>(connectionsKeys.list, (list) => list && removeRow(list, data.whatsappId));
    queryClient.removeQueries({ queryKey: connectionsKeys.detail(data.whatsappId) });
  });

  useSocketEvent(enabled ? serverEvents.whatsappSession(companyId) : null, (payload) => {
    const event = sessionEventSchema.safeParse(payload);
    if (event.success) apply(event.data.session);
  });
}

/** The company's connections (GET /whatsapp?session=0), live. `enabled` false for users who may not see them. */
export function useConnections(enabled = true) {
  useConnectionsLive(enabled);
  return useQuery({ queryKey: connectionsKeys.list, queryFn: fetchConnections, enabled });
}
