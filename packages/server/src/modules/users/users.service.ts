import type { PublicUser, SessionUser, UpdateOwnPreferences } from '@guiche/shared';
import type { Db } from '../../db/database.js';
import type { DomainEvents } from '../../events/domain-events.js';
import type { RequestAuth } from '../auth/auth.service.js';
import { loadSessionUser } from './session-user.js';
import { assertCanEditPreferences } from './users.policy.js';
import { usersRepository, type UserRow } from './users.repository.js';

export class UsersService {
  constructor(
    private readonly db: Db,
    private readonly events: DomainEvents,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async updatePreferences(auth: RequestAuth, userId: number, patch: UpdateOwnPreferences): Promise<SessionUser> {
    assertCanEditPreferences(auth, userId);
    await usersRepository.updatePreferences(this.db, auth.companyId, userId, patch);
    const user = await loadSessionUser(this.db, auth.companyId, userId);
    this.events.emit('user.updated', { companyId: auth.companyId, userId });
    return user;
  }

  listNames(auth: RequestAuth): Promise<{ id: number; name: string }[]> {
    return usersRepository.listNames(this.db, auth.companyId);
  }

  async getPublic(companyId: number, userId: number): Promise<PublicUser | undefined> {
    const row = await usersRepository.findById(this.db, companyId, userId);
    return row && toPublicUser(row);
  }

  /** Presence from the live connection: online while any socket of the user is connected. */
  async setPresence(companyId: number, userId: number, online: boolean): Promise<void> {
    const changed = await usersRepository.setOnline(this.db, companyId, userId, online, this.now());
    if (changed) this.events.emit('user.presenceChanged', { companyId, userId, online });
  }
}

export function toPublicUser(row: UserRow): PublicUser {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    profile: row.profile,
    online: row.online,
    profileImage: row.profileImage,
    startWork: row.startWork,
    endWork: row.endWork,
  };
}
