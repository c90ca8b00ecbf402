import { describe, expect, it } from 'vitest';
import { qrPanelOf } from './qrDialogState';

describe('qrPanelOf', () => {
  it('shows the QR while there is one, and waits while the session starts', () => {
    expect(qrPanelOf({ status: 'qrcode', qrcode: '2@abc' })).toEqual({ kind: 'qr', qr: '2@abc' });
    expect(qrPanelOf({ status: 'OPENING', qrcode: '' })).toEqual({ kind: 'waiting' });
    expect(qrPanelOf(undefined)).toEqual({ kind: 'waiting' });
  });

  it('stops waiting once the session timed out or stopped, offering the call that tries again', () => {
    expect(qrPanelOf({ status: 'TIMEOUT', qrcode: '' })).toEqual({ kind: 'timeout', retry: 'newQr' });
    expect(qrPanelOf({ status: 'DISCONNECTED', qrcode: '' })).toEqual({ kind: 'stopped', retry: 'tryAgain' });
  });
});
