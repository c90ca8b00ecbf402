import {
  AUDIT_SECRET_MASK,
  DEFAULT_LANGUAGE,
  type CreateUserInput,
  type ListUsersQuery,
  type PublicUser,
  type UpdateUserInput,
  type UserDetail,
  type UserPage,
} from '@guiche/shared';
import type { Db, DbOrTx } from '../../db/database.js';
import { isUniqueViolation } from '../../db/errors.js';
import type { DomainEvents } from '../../events/domain-events.js';
import { AppError } from '../../http/app-error.js';
import type { TenantStorage } from '../../storage/tenant-storage.js';
import { changedFields, createdFields, deletedFields, type AuditTrail } from '../audit-logs/index.js';
import type { RequestAuth } from '../auth/auth.service.js';
import { hashPassword } from '../auth/password.js';
import { companiesReader } from '../companies/index.js';
import { connectionsReader } from '../connections/index.js';
import { targetCompany } from '../../http/authorize.js';
import { presentMomentTicket, type MomentTicketRow } from '../dashboard/moment-ticket.presenter.js';
import { ticketsReader } from '../tickets/index.js';
import { avatarFileName } from '../../storage/user-avatars.js';
import {
  assertCanCreateUser,
  assertCanDeleteUser,
  assertCanTouchAccount,
  assertCanUpdateUser,
  assertOwnChangesAllowed,
} from './users.policy.js';
import { userTicketsRepository } from './user-tickets.repository.js';
import { usersRepository, type QueueRef, type UserPatch, type UserRow } from './users.repository.js';

export const USERS_PAGE_SIZE = 20;

/** A user's own preferences: changing them is no administrative act, so the trail leaves them out. */
const PREFERENCE_FIELDS = new Set(['language', 'defaultTheme', 'defaultMenu']);
const auditedFields = (fields: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(fields).filter(([key]) => !PREFERENCE_FIELDS.has(key)));

export class UsersService {
  constructor(
    private readonly db: Db,
    private readonly events: DomainEvents,
    private readonly storage: TenantStorage,
    private readonly audit: AuditTrail,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async list(auth: RequestAuth, query: ListUsersQuery): Promise<UserPage> {
    const companyId = targetCompany(auth, query.companyId);
    const offset = (query.pageNumber - 1) * USERS_PAGE_SIZE;
    const { rows, total } = await usersRepository.listPage(this.db, companyId, {
      search: query.searchParam,
      limit: USERS_PAGE_SIZE,
      offset,
    });
    const ids = rows.map((r) => r.id);
    const [queues, tickets] = await Promise.all([
      usersRepository.listQueuesOf(this.db, companyId, ids),
      userTicketsRepository.openOf(this.db, companyId, ids),
    ]);
    await this.audit.companyAccessed(this.db, auth, companyId, 'users');
    return {
      users: rows.map((row) => toUserDetail(row, queues.get(row.id) ?? [], tickets.get(row.id) ?? [])),
      count: total,
      hasMore: offset + rows.length < total,
    };
  }

  async get(auth: RequestAuth, userId: number): Promise<UserDetail> {
    const companyId = await this.companyOfTarget(auth, userId);
    const detail = await this.loadDetail(this.db, companyId, userId);
    await this.audit.companyAccessed(this.db, auth, companyId, 'users');
    return detail;
  }

  async listNames(auth: RequestAuth, requestedCompanyId?: number): Promise<{ id: number; name: string }[]> {
    const companyId = targetCompany(auth, requestedCompanyId);
    const names = await usersRepository.listNames(this.db, companyId);
    await this.audit.companyAccessed(this.db, auth, companyId, 'users');
    return names;
  }

  async create(auth: RequestAuth, input: CreateUserInput): Promise<UserDetail> {
    assertCanCreateUser(auth);
    const companyId = targetCompany(auth, input.companyId);
    const { password, queueIds, companyId: _ignored, ...fields } = input;
    const passwordHash = await hashPassword(password);
    const user = await this.translateUniqueEmail(() =>
      this.db.transaction(async (tx) => {
        const found = await companiesReader.lockWithPlan(tx, companyId);
        if (!found) throw new AppError('ERR_NOT_FOUND');
        if ((await usersRepository.countInCompany(tx, companyId)) >= found.plan.users) {
          throw new AppError('ERR_PLAN_LIMIT', { message: `The plan allows ${found.plan.users} users` });
        }
        await this.assertConnectionUsable(tx, companyId, fields.whatsappId);
        const row = await usersRepository.insert(tx, companyId, {
          ...fields,
          language: fields.language ?? DEFAULT_LANGUAGE,
          passwordHash,
        });
        await this.setQueues(tx, companyId, row.id, queueIds ?? []);
        const changes = createdFields({
          ...auditedFields(fields),
          queueIds: queueIds ?? [],
          password: AUDIT_SECRET_MASK,
        });
        await this.audit.record(tx, auth, {
          companyId,
          action: 'user.created',
          entityType: 'user',
          entityId: row.id,
          changes,
        });
        return this.loadDetail(tx, companyId, row.id);
      }),
    );
    this.events.emit('user.created', { companyId, userId: user.id });
    return user;
  }

  async update(auth: RequestAuth, userId: number, input: UpdateUserInput): Promise<UserDetail> {
    assertCanUpdateUser(auth, userId);
    const companyId = await this.companyOfTarget(auth, userId);
    const target = await usersRepository.findById(this.db, companyId, userId);
    if (!target) throw new AppError('ERR_NO_USER_FOUND');
    const targetQueues = await usersRepository.listQueues(this.db, companyId, userId);
    assertOwnChangesAllowed(auth, { ...target, queueIds: targetQueues.map((queue) => queue.id) }, input);
    assertCanTouchAccount(auth, target);
    await this.assertConnectionUsable(this.db, companyId, input.whatsappId);

    const { password, queueIds, ...fields } = input;
    const patch: UserPatch = { ...fields };
    if (password) patch.passwordHash = await hashPassword(password);
    const user = await this.translateUniqueEmail(() =>
      this.db.transaction(async (tx) => {
        await usersRepository.update(tx, companyId, userId, patch);
        if (queueIds) await this.setQueues(tx, companyId, userId, queueIds);
        // Only what changed, preferences aside; a new password shows as changed, never as itself.
        const before = { ...target, queueIds: targetQueues.map((queue) => queue.id) };
        const changes = changedFields(before, auditedFields({ ...fields, queueIds }));
        if (password) changes.password = { old: AUDIT_SECRET_MASK, new: AUDIT_SECRET_MASK };
        if (Object.keys(changes).length > 0)
          await this.audit.record(tx, auth, {
            companyId,
            action: 'user.updated',
            entityType: 'user',
            entityId: userId,
            changes,
          });
        return this.loadDetail(tx, companyId, userId);
      }),
    );
    this.events.emit('user.updated', { companyId, userId });
    return user;
  }

  /** The tickets the user held become unassigned: they are announced with who saw them before. */
  async delete(auth: RequestAuth, userId: number): Promise<void> {
    assertCanDeleteUser(auth, userId);
    const companyId = await this.companyOfTarget(auth, userId);
    const { target, held } = await this.db.transaction(async (tx) => {
      const row = await usersRepository.lockById(tx, companyId, userId);
      if (!row) throw new AppError('ERR_NO_USER_FOUND');
      assertCanTouchAccount(auth, row);
      const tickets = await ticketsReader.activeOf(tx, companyId, { userId });
      await usersRepository.delete(tx, companyId, userId);
      const changes = deletedFields({ name: row.name, email: row.email, profile: row.profile });
      await this.audit.record(tx, auth, {
        companyId,
        action: 'user.deleted',
        entityType: 'user',
        entityId: userId,
        changes,
      });
      return { target: row, held: tickets };
    });
    // Announced before the avatar goes: the deletion is committed whatever happens to the file.
    this.events.emit('user.deleted', { companyId, userId });
    for (const { id, audience } of held)
      this.events.emit('ticket.updated', { companyId, ticketId: id, before: audience });
    await this.storage.remove(target.profileImage);
  }

  /** Stores a new avatar (already checked to be an image) and drops the previous file. */
  async setAvatar(
    auth: RequestAuth,
    userId: number,
    image: { content: Buffer; extension: string },
  ): Promise<UserDetail> {
    assertCanUpdateUser(auth, userId);
    const companyId = await this.companyOfTarget(auth, userId);
    const target = await usersRepository.findById(this.db, companyId, userId);
    if (!target) throw new AppError('ERR_NO_USER_FOUND');
    assertCanTouchAccount(auth, target);
    const key = await this.storage.save(companyId, 'users', image.extension, image.content);
    await usersRepository.update(this.db, companyId, userId, { profileImage: key });
    await this.storage.remove(target.profileImage);
    this.events.emit('user.updated', { companyId, userId });
    return this.loadDetail(this.db, companyId, userId);
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

  /** The target's company: the caller's own, or for the super administrator wherever the user is. */
  private async companyOfTarget(auth: RequestAuth, userId: number): Promise<number> {
    if (!auth.super) return auth.companyId;
    const companyId = await usersRepository.findCompanyIdForSuper(this.db, userId);
    if (companyId === undefined) throw new AppError('ERR_NO_USER_FOUND');
    return companyId;
  }

  private async loadDetail(tx: DbOrTx, companyId: number, userId: number): Promise<UserDetail> {
    const row = await usersRepository.findById(tx, companyId, userId);
    if (!row) throw new AppError('ERR_NO_USER_FOUND');
    const [queues, tickets] = await Promise.all([
      usersRepository.listQueues(tx, companyId, userId),
      userTicketsRepository.openOf(tx, companyId, [userId]),
    ]);
    return toUserDetail(row, queues, tickets.get(userId) ?? []);
  }

  private async setQueues(tx: DbOrTx, companyId: number, userId: number, queueIds: number[]): Promise<void> {
    const unique = [...new Set(queueIds)];
    const matched = await usersRepository.replaceQueues(tx, companyId, userId, unique);
    if (matched !== unique.length) {
      throw new AppError('ERR_VALIDATION', { issues: [{ path: 'queueIds', message: 'validation.unknownQueue' }] });
    }
  }

  /** A user's default connection must be one of the company's connections. */
  private async assertConnectionUsable(
    tx: DbOrTx,
    companyId: number,
    whatsappId: number | null | undefined,
  ): Promise<void> {
    if (whatsappId === undefined || whatsappId === null) return;
    if (!(await connectionsReader.findById(tx, companyId, whatsappId))) throw new AppError('ERR_NO_WAPP_FOUND');
  }

  private async translateUniqueEmail<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (isUniqueViolation(error, 'users_email_key')) throw new AppError('ERR_EMAIL_ALREADY_EXISTS');
      throw error;
    }
  }
}

export function toPublicUser(row: UserRow): PublicUser {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    profile: row.profile,
    online: row.online,
    profileImage: avatarFileName(row.profileImage),
    // The storage key: the answer's serialiser makes it a signed URL (storage/media-links.ts).
    profileImageUrl: row.profileImage,
    startWork: row.startWork,
    endWork: row.endWork,
  };
}

/** The user as the users screen and modal read it; optional texts answer "" for none (spec clients' forms validate strings). */
export function toUserDetail(row: UserRow, queues: QueueRef[], tickets: MomentTicketRow[]): UserDetail {
  return {
    ...toPublicUser(row),
    companyId: row.companyId,
    super: row.super,
    language: row.language,
    farewellMessage: row.farewellMessage ?? '',
    allTicket: row.allTicket,
    allowGroup: row.allowGroup,
    defaultTheme: row.defaultTheme,
    defaultMenu: row.defaultMenu,
    wpp: row.wpp ?? '',
    whatsappId: row.whatsappId,
    showDashboard: row.showDashboard,
    allowRealTime: row.allowRealTime,
    allowConnections: row.allowConnections,
    queues,
    tickets: tickets.map(presentMomentTicket),
    createdAt: row.createdAt.toISOString(),
  };
}
