import { describe, expect, it } from 'vitest';
import { canChangeQuickMessage, managesQuickMessages } from './quickMessageRules';

const user = { id: 7, profile: 'user' as const, super: false };

describe('quick message rules (spec 3 §6)', () => {
  it('admins, supervisors and the super user manage every reply', () => {
    for (const manager of [
      { ...user, profile: 'admin' as const },
      { ...user, profile: 'supervisor' as const },
      { ...user, super: true },
    ]) {
      expect(managesQuickMessages(manager)).toBe(true);
      expect(canChangeQuickMessage(manager, { geral: true, userId: 99 })).toBe(true);
    }
  });

  it('a user changes only their own replies that are not shared', () => {
    expect(managesQuickMessages(user)).toBe(false);
    expect(canChangeQuickMessage(user, { geral: false, userId: 7 })).toBe(true);
    expect(canChangeQuickMessage(user, { geral: true, userId: 7 })).toBe(false);
    expect(canChangeQuickMessage(user, { geral: false, userId: 8 })).toBe(false);
    expect(canChangeQuickMessage(user, { geral: false, userId: null })).toBe(false);
  });
});
