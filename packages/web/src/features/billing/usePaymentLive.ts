import { useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { serverEvents, type PaymentEventPayload } from '@guiche/shared';
import { useSocketEvent } from '../../socket/useSocketEvent';
import { useCurrentUser, useSession } from '../auth/sessionContext';
import { invoicesKeys } from './billingApi';
import { withDueDate } from './billingOnly';

const paymentEventSchema: z.ZodType<PaymentEventPayload> = z.object({
  action: z.literal('CONCLUIDA'),
  company: z.object({ id: z.number().int(), dueDate: z.string() }),
  invoiceId: z.number().int(),
});

/**
 * `company-{id}-payment` (spec 2 §4): an invoice was paid. The session's company takes the new due date (the app
 * bar and this screen show it at once), the invoices are read again, and `onPaid` hears the new date.
 */
export function usePaymentLive(onPaid: (dueDate: string) => void): void {
  const queryClient = useQueryClient();
  const user = useCurrentUser();
  const { setUser } = useSession();
  useSocketEvent(serverEvents.payment(user.companyId), (payload) => {
    const parsed = paymentEventSchema.safeParse(payload);
    if (!parsed.success) return;
    const { dueDate } = parsed.data.company;
    setUser(withDueDate(user, dueDate));
    void queryClient.invalidateQueries({ queryKey: invoicesKeys.lists });
    onPaid(dueDate);
  });
}
