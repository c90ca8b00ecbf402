import type { Connection } from '@guiche/shared';
import type { SessionCall } from './connectionsApi';

/**
 * What the QR dialog shows, from the session's state: the QR; the wait for it while the session starts; or, once
 * the session gave up (TIMEOUT: no QR in time, e.g. no network) or stopped (DISCONNECTED), that state and the call
 * that tries again, instead of waiting forever.
 */
export type QrPanel =
  { kind: 'qr'; qr: string } | { kind: 'waiting' } | { kind: 'timeout' | 'stopped'; retry: SessionCall };

export function qrPanelOf(connection: Pick<Connection, 'status' | 'qrcode'> | undefined): QrPanel {
  if (connection?.qrcode) return { kind: 'qr', qr: connection.qrcode };
  if (connection?.status === 'TIMEOUT') return { kind: 'timeout', retry: 'newQr' };
  if (connection?.status === 'DISCONNECTED') return { kind: 'stopped', retry: 'tryAgain' };
  return { kind: 'waiting' };
}
