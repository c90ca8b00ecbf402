import { describe, expect, it } from 'vitest';
import { IMPORT_STATUS_DONE, IMPORT_STATUS_RUNNING } from '@guiche/shared';
import { importButtonOf, importMessagesEventSchema, importProgressOf } from './importStatus';

describe('message import on the connections page', () => {
  it('reads the live importMessages events', () => {
    expect(
      importMessagesEventSchema.safeParse({
        action: 'update',
        whatsappId: 3,
        status: { this: -1, all: -1, state: 'preparing' },
      }).success,
    ).toBe(true);
    expect(importMessagesEventSchema.safeParse({ action: 'refresh', whatsappId: 3 }).success).toBe(true);
    expect(importMessagesEventSchema.safeParse({ action: 'update', whatsappId: 3 }).success).toBe(false);
  });

  it('shows preparing while the count is -1, else processed of total with a percentage', () => {
    expect(importProgressOf({ this: -1, all: -1, state: 'preparing' })).toEqual({ preparing: true });
    expect(importProgressOf({ this: 37, all: 120, state: IMPORT_STATUS_RUNNING })).toEqual({
      preparing: false,
      processed: 37,
      total: 120,
      percent: 31,
    });
    expect(importProgressOf({ this: 0, all: 0, state: IMPORT_STATUS_RUNNING })).toMatchObject({ percent: 100 });
  });

  it('offers closing the imported tickets once done, and a disabled preparing button for 35 s after the start', () => {
    const started = 1_760_000_000_000;
    expect(importButtonOf(IMPORT_STATUS_DONE, started)).toEqual({ kind: 'closeImported' });
    expect(importButtonOf(String(started), started + 34_000)).toEqual({ kind: 'preparing', until: started + 35_000 });
    expect(importButtonOf(String(started), started + 35_000)).toBeNull();
    expect(importButtonOf(IMPORT_STATUS_RUNNING, started)).toBeNull();
    expect(importButtonOf(null, started)).toBeNull();
  });
});
