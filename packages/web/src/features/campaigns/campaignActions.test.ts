import { describe, expect, it } from 'vitest';
import { campaignActions, deliveredPercent } from './campaignActions';

const now = new Date('2026-11-24T12:00:00.000Z');
const inMinutes = (minutes: number) => new Date(now.getTime() + minutes * 60_000).toISOString();

describe('campaign actions per state (spec 3 §2, §4)', () => {
  it('edits a draft, or a scheduled campaign more than an hour ahead', () => {
    expect(campaignActions({ status: 'INATIVA', scheduledAt: null }, now, true)).toEqual({
      manage: true,
      edit: true,
      cancel: false,
      restart: false,
      delete: true,
    });
    expect(campaignActions({ status: 'PROGRAMADA', scheduledAt: inMinutes(61) }, now, true).edit).toBe(true);
    expect(campaignActions({ status: 'PROGRAMADA', scheduledAt: inMinutes(59) }, now, true).edit).toBe(false);
  });

  it('stops only a running campaign, which cannot be deleted meanwhile; restarts only a cancelled one', () => {
    expect(campaignActions({ status: 'EM_ANDAMENTO', scheduledAt: inMinutes(-5) }, now, true)).toEqual({
      manage: true,
      edit: false,
      cancel: true,
      restart: false,
      delete: false,
    });
    expect(campaignActions({ status: 'CANCELADA', scheduledAt: inMinutes(-5) }, now, true)).toEqual({
      manage: true,
      edit: false,
      cancel: false,
      restart: true,
      delete: true,
    });
    expect(campaignActions({ status: 'FINALIZADA', scheduledAt: inMinutes(-5) }, now, true)).toEqual({
      manage: true,
      edit: false,
      cancel: false,
      restart: false,
      delete: true,
    });
  });

  it('offers nothing but reading to a user who may not change campaigns (issue 39), whatever the state', () => {
    const none = { manage: false, edit: false, cancel: false, restart: false, delete: false };
    expect(campaignActions({ status: 'INATIVA', scheduledAt: null }, now, false)).toEqual(none);
    expect(campaignActions({ status: 'EM_ANDAMENTO', scheduledAt: inMinutes(-5) }, now, false)).toEqual(none);
    expect(campaignActions({ status: 'CANCELADA', scheduledAt: inMinutes(-5) }, now, false)).toEqual(none);
  });

  it('measures delivered of valid', () => {
    expect(deliveredPercent({ delivered: 1, valid: 3 })).toBe(33);
    expect(deliveredPercent({ delivered: 0, valid: 0 })).toBe(0);
    expect(deliveredPercent({ delivered: 4, valid: 3 })).toBe(100);
  });
});
