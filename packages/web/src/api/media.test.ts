import { describe, expect, it } from 'vitest';
import { mediaLinkExpired } from './media';

const NOW = Date.UTC(2026, 2, 10, 12, 0, 0);
const link = (expires: number, base = 'https://guiche.example.com') =>
  `${base}/api/media/company-1/messages/a.png?expires=${expires}&signature=abc`;

describe('mediaLinkExpired', () => {
  it('reads the expiry of absolute and root-relative signed links', () => {
    expect(mediaLinkExpired(link(NOW / 1000 - 1), NOW)).toBe(true);
    expect(mediaLinkExpired(link(NOW / 1000), NOW)).toBe(true);
    expect(mediaLinkExpired(link(NOW / 1000 + 3600), NOW)).toBe(false);
    expect(mediaLinkExpired(link(NOW / 1000 - 1, ''), NOW)).toBe(true);
  });

  it('never calls another URL expired, so a broken remote picture causes no refetch', () => {
    expect(mediaLinkExpired('https://pps.whatsapp.net/v/t61/photo.jpg?oh=1&oe=2', NOW)).toBe(false);
    expect(mediaLinkExpired('', NOW)).toBe(false);
    expect(mediaLinkExpired(`https://cdn.example.com/photo.jpg?expires=${NOW / 1000 - 1}`, NOW)).toBe(false);
  });
});
