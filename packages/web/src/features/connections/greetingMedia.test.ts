import { describe, expect, it } from 'vitest';
import { GREETING_MEDIA_MAX_BYTES } from '@guiche/shared';
import { greetingMediaProblem, isVideoMedia, removedGreetingMedia, shownGreetingMedia } from './greetingMedia';

const file = (name: string, type: string) => new File(['x'], name, { type });
const STORED = '/api/media/company-1/connections/a.png?expires=1773144000&signature=x';

describe('greeting attachment', () => {
  it('accepts images and MP4/3GP videos up to 16 MB, as the server does', () => {
    for (const type of ['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'video/mp4', 'video/3gpp']) {
      expect(greetingMediaProblem({ type, size: GREETING_MEDIA_MAX_BYTES })).toBeNull();
    }
    expect(greetingMediaProblem({ type: 'audio/mpeg', size: 10 })).toBe('ERR_INVALID_FILE');
    expect(greetingMediaProblem({ type: 'application/pdf', size: 10 })).toBe('ERR_INVALID_FILE');
    expect(greetingMediaProblem({ type: 'video/mp4', size: GREETING_MEDIA_MAX_BYTES + 1 })).toBe('ERR_FILE_TOO_LARGE');
  });

  it('shows the picked file over the stored one, and nothing once removed', () => {
    const picked = file('boas-vindas.mp4', 'video/mp4');
    expect(shownGreetingMedia('company-1/connections/a.png', { kind: 'upload', file: picked })).toEqual({
      file: picked,
    });
    expect(shownGreetingMedia(STORED, { kind: 'keep' })).toEqual({ url: STORED });
    expect(shownGreetingMedia('company-1/connections/a.png', { kind: 'remove' })).toBeNull();
    expect(shownGreetingMedia(null, { kind: 'keep' })).toBeNull();
  });

  it('removing deletes a stored attachment, or only forgets a picked one', () => {
    expect(removedGreetingMedia('company-1/connections/a.png')).toEqual({ kind: 'remove' });
    expect(removedGreetingMedia(null)).toEqual({ kind: 'keep' });
  });

  it('tells videos from images by type or by the stored file’s extension', () => {
    const link = (extension: string) =>
      `https://guiche.example.com/api/media/company-1/connections/a.${extension}?expires=1773144000&signature=x`;
    expect(isVideoMedia({ url: link('mp4') })).toBe(true);
    expect(isVideoMedia({ url: link('3gp') })).toBe(true);
    expect(isVideoMedia({ url: link('webp') })).toBe(false);
    expect(isVideoMedia({ url: '/api/media/company-1/connections/a.mp4?expires=1773144000&signature=x' })).toBe(true);
    expect(isVideoMedia({ type: 'video/3gpp' })).toBe(true);
    expect(isVideoMedia({ type: 'image/gif' })).toBe(false);
  });
});
