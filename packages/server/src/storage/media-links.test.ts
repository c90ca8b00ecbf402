import { describe, expect, it } from 'vitest';
import { MediaLinks } from './media-links.js';
import { MediaSigner } from './media-signer.js';

const SECRET = 'a-test-secret-of-enough-length-0123456789';
const signer = new MediaSigner(SECRET, () => new Date('2026-03-10T10:20:00Z'));
const MESSAGE_KEY = 'company-7/messages/0b6f8f0e-3c4d-4a8e-9b1f-2a3b4c5d6e7f.png';
const AVATAR_KEY = 'company-7/users/0b6f8f0e-3c4d-4a8e-9b1f-2a3b4c5d6e7f.png';

const serialise = (base: string, value: unknown) =>
  JSON.parse(JSON.stringify(value, new MediaLinks(signer, base).replacer)) as unknown;

describe('MediaLinks', () => {
  it('turns the key of a media field into a link signed for it, at any depth, on the given base', () => {
    const grant = signer.sign(MESSAGE_KEY);
    const link = `https://guiche.example.com/api/media/${MESSAGE_KEY}?expires=${grant?.expires}&signature=${grant?.signature}`;
    expect(serialise('https://guiche.example.com', { messages: [{ id: 1, mediaUrl: MESSAGE_KEY }] })).toEqual({
      messages: [{ id: 1, mediaUrl: link }],
    });
    expect(serialise('', { mediaUrl: MESSAGE_KEY })).toEqual({
      mediaUrl: link.slice('https://guiche.example.com'.length),
    });
  });

  it('drops a key of another area rather than sign it, and leaves remote URLs, other fields and non-strings alone', () => {
    const remote = 'https://pps.whatsapp.net/v/t61/photo.jpg?oh=1';
    expect(serialise('', { mediaUrl: AVATAR_KEY, profileImageUrl: MESSAGE_KEY })).toEqual({
      mediaUrl: null,
      profileImageUrl: null,
    });
    expect(serialise('', { profilePicUrl: remote, body: MESSAGE_KEY, mediaUrl: null })).toEqual({
      profilePicUrl: remote,
      body: MESSAGE_KEY,
      mediaUrl: null,
    });
  });
});
