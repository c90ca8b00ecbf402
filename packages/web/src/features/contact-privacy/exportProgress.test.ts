import { describe, expect, it } from 'vitest';
import { exportPercent } from './exportProgress';

describe('exportPercent', () => {
  it('measures the bytes received against the estimate, and stays below 100 until the end', () => {
    expect(exportPercent(0, 1000)).toBe(0);
    expect(exportPercent(250, 1000)).toBe(25);
    expect(exportPercent(999, 1000)).toBe(99);
    expect(exportPercent(5000, 1000)).toBe(99);
    expect(exportPercent(10, 0)).toBe(0);
  });
});
