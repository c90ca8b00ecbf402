import { describe, expect, it } from 'vitest';
import { importSummary } from './importSummary';

describe('importSummary', () => {
  it('says importing while rows arrive, imported at the end, and shows the first five refused rows', () => {
    const errors = Array.from({ length: 7 }, (_, index) => ({ row: index + 2, reason: 'invalidNumber' as const }));
    const running = importSummary({
      contactListId: 1,
      rows: 10,
      added: 3,
      duplicates: 0,
      errors: [],
      errorCount: 0,
      done: false,
    });
    expect(running.key).toBe('importing');
    const done = importSummary({
      contactListId: 1,
      rows: 20,
      added: 12,
      duplicates: 1,
      errors,
      errorCount: 7,
      done: true,
    });
    expect(done).toEqual({
      key: 'imported',
      counts: { rows: 20, added: 12, duplicates: 1, errors: 7 },
      shownErrors: errors.slice(0, 5),
    });
  });
});
