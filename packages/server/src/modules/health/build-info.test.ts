import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { execFileSync } from 'node:child_process';
import { expect, it } from 'vitest';
import { PACKAGE_ROOT } from '../../config.js';
import { readBuildInfo } from './build-info.js';

const repoRoot = join(PACKAGE_ROOT, '..', '..');

it('takes the commit from GUICHE_COMMIT when the image sets it', () => {
  expect(readBuildInfo({ GUICHE_COMMIT: ' 0123abc ' }).commit).toBe('0123abc');
});

it("falls back to the clone's HEAD, and to null without a .git", () => {
  const head = (() => {
    try {
      return execFileSync('git', ['rev-parse', 'HEAD'], { cwd: repoRoot, encoding: 'utf8' }).trim();
    } catch {
      return null;
    }
  })();
  expect(readBuildInfo({}, repoRoot).commit).toBe(head);
  const bare = mkdtempSync(join(tmpdir(), 'guiche-no-git-'));
  try {
    expect(readBuildInfo({}, bare).commit).toBeNull();
  } finally {
    rmSync(bare, { recursive: true, force: true });
  }
});

it("reads the server package's version", () => {
  expect(readBuildInfo({}).version).toMatch(/^\d+\.\d+\.\d+/);
});
