import { toast } from 'react-toastify';
import { z } from 'zod';
import { SESSION_REPLACED_RELOAD_MS, serverEvents } from '@guiche/shared';
import { handleApiError } from '../api/errorHandler';
import { refreshSession } from '../api/session';
import { useCurrentUser, useSession } from '../features/auth/sessionContext';
import { i18n } from '../i18n';
import { tokenSessionId } from '../lib/jwt';
import { clearSessionStorage, noteSessionEnd, readStored } from '../lib/storage';
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

/**
 * Socket events about the session itself: replaced by another login, the handshake refused, or the user record
 * changed.
 */
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
    // The login page after the reload says why.
    noteSessionEnd('replaced');
    setTimeout(() => window.location.reload(), SESSION_REPLACED_RELOAD_MS);
  });

  // A socket whose handshake is refused does not reconnect. On a reconnection (a network change, a phone waking up)
  // its public token may be of an older version although the session lives on, as another session of the user
  // started or ended: one refresh gives the socket a new token, or ends the session and says why (replaced while
  // asleep). Only a socket that had connected is listened to, so a refused new one cannot loop.
  useSocketEvent('connect_error', (error) => {
    if (error instanceof Error && error.message === 'ERR_SESSION_EXPIRED') refreshSession().catch(() => undefined);
  });

  useSocketEvent(serverEvents.user(companyId), (payload) => {
    const event = userUpdatedSchema.safeParse(payload);
    if (!event.success || (event.data.user?.id ?? event.data.userId) !== id) return;
    reloadUser().catch(handleApiError);
  });

  return null;
}
