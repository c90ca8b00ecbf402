import { describe, expect, it } from 'vitest';
import { MESSAGE_EDIT_WINDOW_MS } from '@guiche/shared';
import { canDeleteMessage, canEditMessage } from './editWindow';
import { messageFixture } from './messageFixture';

const updatedAt = '2026-03-10T12:00:00.000Z';
const t0 = Date.parse(updatedAt);
const own = messageFixture(1, { fromMe: true, userId: 5, updatedAt });

describe('canEditMessage', () => {
  it('allows the sender within 15 minutes of the last update, up to the limit itself', () => {
    expect(canEditMessage(own, 5, t0 + 60_000)).toBe(true);
    expect(canEditMessage(own, 5, t0 + MESSAGE_EDIT_WINDOW_MS)).toBe(true);
  });

  it('refuses once the window has passed', () => {
    expect(canEditMessage(own, 5, t0 + MESSAGE_EDIT_WINDOW_MS + 1)).toBe(false);
  });

  it("refuses another attendant's message and the contact's", () => {
    expect(canEditMessage(own, 6, t0)).toBe(false);
    expect(canEditMessage({ ...own, fromMe: false }, 5, t0)).toBe(false);
  });

  it('refuses deleted messages and media', () => {
    expect(canEditMessage({ ...own, isDeleted: true }, 5, t0)).toBe(false);
    expect(canEditMessage({ ...own, mediaType: 'image', mediaUrl: 'k' }, 5, t0)).toBe(false);
  });

  it('counts from the last update, not from the sending', () => {
    const edited = { ...own, createdAt: '2026-03-10T11:00:00.000Z' };
    expect(canEditMessage(edited, 5, t0 + 60_000)).toBe(true);
  });
});

describe('canDeleteMessage', () => {
  it("offers deleting the company's messages only, once", () => {
    expect(canDeleteMessage(own)).toBe(true);
    expect(canDeleteMessage({ ...own, isDeleted: true })).toBe(false);
    expect(canDeleteMessage(messageFixture(2))).toBe(false);
  });
});
