import { describe, expect, it } from 'vitest';
import { importWindowIssues, importWindowLimits, isoOfLocalInput, localInputOfIso, toLocalInput } from './importWindow';

const now = new Date(2026, 4, 20, 14, 30, 45);

describe('import window limits (spec 2 §5)', () => {
  it('offers the older date from 2 years ago to now, and the recent date from the older date to now', () => {
    const limits = importWindowLimits('2025-01-10T08:00', now);
    expect(limits.older).toEqual({ min: '2024-05-20T14:30', max: '2026-05-20T14:30' });
    expect(limits.recent).toEqual({ min: '2025-01-10T08:00', max: '2026-05-20T14:30' });
  });

  it('starts the recent date at the earliest allowed moment while the older one is missing or out of range', () => {
    expect(importWindowLimits('', now).recent.min).toBe('2024-05-20T14:30');
    expect(importWindowLimits('2020-01-01T00:00', now).recent.min).toBe('2024-05-20T14:30');
  });
});

describe('importWindowIssues', () => {
  it('accepts a window inside the bounds, its ends included', () => {
    expect(importWindowIssues('2024-05-20T14:30', '2026-05-20T14:30', now)).toEqual([]);
    expect(importWindowIssues('2025-01-10T08:00', '2025-01-10T08:00', now)).toEqual([]);
  });

  it('requires both dates', () => {
    expect(importWindowIssues('', '', now)).toEqual([
      { field: 'importOldMessages', message: 'validation.required' },
      { field: 'importRecentMessages', message: 'validation.required' },
    ]);
  });

  it('refuses an older date beyond 2 years or in the future, and a recent date before the older one or after now', () => {
    expect(importWindowIssues('2024-05-20T14:29', '2025-01-01T00:00', now)).toEqual([
      { field: 'importOldMessages', message: 'validation.importOldRange' },
    ]);
    expect(importWindowIssues('2026-05-21T00:00', '2026-05-20T00:00', now)[0]?.message).toBe(
      'validation.importOldRange',
    );
    expect(importWindowIssues('2025-06-01T00:00', '2025-05-31T23:59', now)).toEqual([
      { field: 'importRecentMessages', message: 'validation.importRecentRange' },
    ]);
    expect(importWindowIssues('2025-06-01T00:00', '2026-05-20T14:31', now)).toEqual([
      { field: 'importRecentMessages', message: 'validation.importRecentRange' },
    ]);
  });
});

describe('datetime-local conversions', () => {
  it('round-trips a stored moment through the input to the minute', () => {
    const stored = new Date(2025, 0, 10, 8, 5).toISOString();
    expect(localInputOfIso(stored)).toBe('2025-01-10T08:05');
    expect(isoOfLocalInput('2025-01-10T08:05')).toBe(stored);
    expect(toLocalInput(now)).toBe('2026-05-20T14:30');
  });

  it('treats empty and unreadable values as no date', () => {
    expect(localInputOfIso(null)).toBe('');
    expect(localInputOfIso('nunca')).toBe('');
    expect(isoOfLocalInput('')).toBeNull();
    expect(isoOfLocalInput('2025-13-45T99:99')).toBeNull();
  });
});
