import { describe, expect, it } from 'vitest';
import { contactInitials, contactPictureUrl, visibleTags } from './contactDisplay';

describe('contact display helpers', () => {
  it("takes the first and last words' initials", () => {
    expect(contactInitials('maria da silva')).toBe('MS');
    expect(contactInitials('  Édson  ')).toBe('É');
    expect(contactInitials('(Maria) Souza')).toBe('MS');
    expect(contactInitials('Ana 🌻')).toBe('A');
  });

  it("falls back to the number's last two digits, then to a question mark", () => {
    expect(contactInitials('🌻', '5511987654321')).toBe('21');
    expect(contactInitials('', null)).toBe('?');
    expect(contactInitials('', '55119••••4321')).toBe('21');
  });

  it('uses only pictures the browser can load', () => {
    expect(contactPictureUrl({ profilePicUrl: 'https://pps.whatsapp.net/v/abc.jpg', urlPicture: null })).toBe(
      'https://pps.whatsapp.net/v/abc.jpg',
    );
    expect(contactPictureUrl({ profilePicUrl: null, urlPicture: null })).toBeNull();
    expect(contactPictureUrl({ profilePicUrl: 'nopicture.png', urlPicture: 'javascript:alert(1)' })).toBeNull();
  });

  it('shows two tags and counts the rest', () => {
    expect(visibleTags(['a', 'b', 'c', 'd'])).toEqual({ visible: ['a', 'b'], hidden: 2 });
    expect(visibleTags(['a'])).toEqual({ visible: ['a'], hidden: 0 });
  });
});
