import { canSeeConnections } from '@guiche/shared';
import { useCurrentUser } from '../auth/sessionContext';
import { alertCount } from '../connections/connectionStatus';
import { useConnections } from '../connections/useConnections';

/**
 * How many connections need attention (state qrcode, PAIRING, DISCONNECTED, TIMEOUT or OPENING; spec 1 §2), from
 * the live connections list. Users who may not see connections never load it, and see no badge.
 */
export function useConnectionsAlertCount(): number {
  const user = useCurrentUser();
  const { data } = useConnections(canSeeConnections(user));
  return alertCount(data);
}
