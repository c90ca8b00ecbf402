import { CONNECTION_ALERT_STATUSES, type Connection, type ConnectionStatus } from '@guiche/shared';

/**
 * The session buttons of a connection row (spec 2 §2 "Actions per status"): qrcode shows the QR; DISCONNECTED
 * offers 'try again' and 'new QR'; CONNECTED, PAIRING and TIMEOUT offer 'disconnect'; OPENING shows a disabled
 * 'connecting'.
 */
export type SessionAction = 'showQr' | 'tryAgain' | 'newQr' | 'disconnect' | 'connecting';

const ACTIONS: Record<ConnectionStatus, readonly SessionAction[]> = {
  qrcode: ['showQr'],
  DISCONNECTED: ['tryAgain', 'newQr'],
  CONNECTED: ['disconnect'],
  PAIRING: ['disconnect'],
  TIMEOUT: ['disconnect'],
  OPENING: ['connecting'],
};

export function sessionActionsOf(status: ConnectionStatus): readonly SessionAction[] {
  return ACTIONS[status];
}

export function needsAttention(status: ConnectionStatus): boolean {
  return CONNECTION_ALERT_STATUSES.includes(status);
}

/** How many connections the menu badge counts (spec 1 §2): those not connected and not settled. */
export function alertCount(connections: readonly Pick<Connection, 'status'>[] | undefined): number {
  return (connections ?? []).filter((connection) => needsAttention(connection.status)).length;
}

export type StatusTone = 'success' | 'warning' | 'error' | 'info' | 'default';

/** The status chip's colour: green when working, amber while it waits for the phone, red when it stopped. */
export const STATUS_TONE: Record<ConnectionStatus, StatusTone> = {
  CONNECTED: 'success',
  qrcode: 'warning',
  PAIRING: 'info',
  OPENING: 'default',
  TIMEOUT: 'error',
  DISCONNECTED: 'error',
};
