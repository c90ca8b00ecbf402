import { toast } from 'react-toastify';
import { z } from 'zod';
import { SESSION_REPLACED_RELOAD_MS, serverEvents } from '@guiche/shared';
import { handleApiError } from '../api/errorHandler';
import { useCurrentUser, useSession } from '../features/auth/sessionContext';
import { i18n } from '../i18n';
import { tokenSessionId } from '../lib/jwt';
import { clearSessionStorage, readStored } from '../lib/storage';
import { useSocketEvent } from './useSocketEvent';

const sessionReplacedSchema = z.object({
  action: z.literal('sessionReplaced'),
  user: z.object({ id: z.number() }),
  sessionId: z.string().optional(),
});

const userUpdatedSchema = z.object({
  action: z.literal('update'),
  user: z.object({ id: z.number() }).optional(),
  userId: z.number().optional(),
});

/** Socket events about the session itself: replaced by another login, or the user record changed. */
export function SessionSocketEvents() {
  const { id, companyId } = useCurrentUser();
  const { reloadUser } = useSession();

  useSocketEvent(serverEvents.auth(companyId), (payload) => {
    const event = sessionReplacedSchema.safeParse(payload);
    if (!event.success || event.data.user.id !== id) return;
    // The event names the session that stays; that is this tab when it made the new login.
    const token = readStored('token');
    if (event.data.sessionId && token && tokenSessionId(token) === event.data.sessionId) return;
    toast.error(i18n.t('session.replaced'), { toastId: 'session-replaced' });
    clearSessionStorage();
    setTimeout(() => window.location.reload(), SESSION_REPLACED_RELOAD_MS);
  });

  useSocketEvent(serverEvents.user(companyId), (payload) => {
    const event = userUpdatedSchema.safeParse(payload);
    if (!event.success || (event.data.user?.id ?? event.data.userId) !== id) return;
    reloadUser().catch(handleApiError);
  });

  return null;
}
