import type { ConnectionStatus } from '@guiche/shared';
import type { ChannelEvent } from '../types.js';

type StatusEvent = Extract<ChannelEvent, { type: 'status' }>;

/** How a channel's connection state shows on the connection (spec 2 §3 statuses, the QR code and the number). */
export function connectionStatusOf(event: StatusEvent): { status: ConnectionStatus; qrcode: string; number?: string } {
  switch (event.state) {
    case 'connecting':
      return { status: 'OPENING', qrcode: '' };
    case 'qr':
      return { status: 'qrcode', qrcode: event.qr ?? '' };
    case 'pairing_code':
      return { status: 'PAIRING', qrcode: event.code ?? '' };
    case 'open':
      return { status: 'CONNECTED', qrcode: '', ...(event.number ? { number: event.number } : {}) };
    case 'closed':
      // 408: the QR was never scanned, or the network timed out.
      return { status: event.reason === 408 ? 'TIMEOUT' : 'DISCONNECTED', qrcode: '' };
    case 'logged_out':
    case 'replaced':
    case 'forbidden':
      return { status: 'DISCONNECTED', qrcode: '' };
  }
}
