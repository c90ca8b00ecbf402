import { useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { serverEvents } from '@guiche/shared';
import { useSocketEvent } from '../../socket/useSocketEvent';
import { useCurrentUser } from '../auth/sessionContext';
import { simulatorKeys } from './simulatorApi';

/** `company-{id}-simulator`: the pairing or a chat of a simulator connection changed. */
const simulatorEventSchema = z.object({
  action: z.literal('update'),
  whatsappId: z.number().int(),
  contactNumber: z.string().optional(),
});
/** `company-{id}-whatsappSession`: the connection's status or QR changed. */
const sessionEventSchema = z.object({ action: z.literal('update'), session: z.object({ id: z.number().int() }) });

/**
 * Refetches what changed for the connection on screen: its state (pairing, chat list) on any change, and the
 * chat the event names. Session events refresh the pairing too, whoever started the change.
 */
export function useSimulatorLive(whatsappId: number): void {
  const queryClient = useQueryClient();
  const { companyId } = useCurrentUser();

  useSocketEvent(serverEvents.simulator(companyId), (payload) => {
    const event = simulatorEventSchema.safeParse(payload);
    if (!event.success || event.data.whatsappId !== whatsappId) return;
    void queryClient.invalidateQueries({ queryKey: simulatorKeys.state(whatsappId) });
    if (event.data.contactNumber)
      void queryClient.invalidateQueries({ queryKey: simulatorKeys.chat(whatsappId, event.data.contactNumber) });
  });

  useSocketEvent(serverEvents.whatsappSession(companyId), (payload) => {
    const event = sessionEventSchema.safeParse(payload);
    if (event.success && event.data.session.id === whatsappId)
      void queryClient.invalidateQueries({ queryKey: simulatorKeys.state(whatsappId) });
  });
}
