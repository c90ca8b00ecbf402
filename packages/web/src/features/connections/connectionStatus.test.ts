import { describe, expect, it } from 'vitest';
import { CONNECTION_STATUSES } from '@guiche/shared';
import { alertCount, needsAttention, sessionActionsOf } from './connectionStatus';

describe('sessionActionsOf (spec 2 §2)', () => {
  it('maps every status to its buttons', () => {
    expect(sessionActionsOf('qrcode')).toEqual(['showQr']);
    expect(sessionActionsOf('DISCONNECTED')).toEqual(['tryAgain', 'newQr']);
    expect(sessionActionsOf('CONNECTED')).toEqual(['disconnect']);
    expect(sessionActionsOf('PAIRING')).toEqual(['disconnect']);
    expect(sessionActionsOf('TIMEOUT')).toEqual(['disconnect']);
    expect(sessionActionsOf('OPENING')).toEqual(['connecting']);
  });

  it('gives every status at least one button', () => {
    for (const status of CONNECTION_STATUSES) expect(sessionActionsOf(status).length).toBeGreaterThan(0);
  });
});

describe('alertCount (spec 1 §2 badge)', () => {
  it('counts qrcode, PAIRING, DISCONNECTED, TIMEOUT and OPENING, never CONNECTED', () => {
    const list = CONNECTION_STATUSES.map((status) => ({ status }));
    expect(alertCount(list)).toBe(5);
    expect(needsAttention('CONNECTED')).toBe(false);
    expect(alertCount([{ status: 'CONNECTED' }, { status: 'CONNECTED' }])).toBe(0);
  });

  it('is zero while the list has not loaded', () => {
    expect(alertCount(undefined)).toBe(0);
  });
});
