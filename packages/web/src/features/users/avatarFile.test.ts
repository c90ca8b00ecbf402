import { describe, expect, it } from 'vitest';
import { AVATAR_MAX_BYTES, avatarProblem } from './avatarFile';

describe('avatarProblem', () => {
  it('accepts png, jpeg, webp and gif up to 2 MB', () => {
    for (const type of ['image/png', 'image/jpeg', 'image/webp', 'image/gif']) {
      expect(avatarProblem({ type, size: AVATAR_MAX_BYTES })).toBeNull();
    }
  });

  it("names the server's code for another type or a bigger file", () => {
    expect(avatarProblem({ type: 'image/svg+xml', size: 10 })).toBe('ERR_INVALID_FILE');
    expect(avatarProblem({ type: 'image/png', size: AVATAR_MAX_BYTES + 1 })).toBe('ERR_FILE_TOO_LARGE');
  });
});
