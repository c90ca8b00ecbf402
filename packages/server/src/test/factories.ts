import { randomBytes } from 'node:crypto';
import type { Profile } from '@guiche/shared';
import type { Db } from '../db/database.js';
import { plans, queues, whatsapps } from '../db/schema/index.js';
import { hashPassword } from '../modules/auth/password.js';
import { companiesRepository } from '../modules/companies/companies.repository.js';
import { settingsRepository } from '../modules/settings/settings.repository.js';
import { usersRepository, type UserRow } from '../modules/users/users.repository.js';

const unique = () => randomBytes(4).toString('hex');

// One hash for every factory user: argon2 is deliberately slow and tests create many users.
let sharedHash: Promise<string> | undefined;
export const FACTORY_PASSWORD = 'Secret@123';

export async function createCompany(db: Db, values: { dueDate?: string | null; name?: string; status?: boolean } = {}) {
  // A priced plan: a free one's cycles are settled by the daily billing run, which would renew an expired company.
  const [plan] = await db
    .insert(plans)
    .values({ name: `Plan ${unique()}`, users: 50, connections: 10, queues: 50, amount: '99.00' })
    .returning();
  if (!plan) throw new Error('plan insert failed');
  const company = await companiesRepository.insert(db, {
    name: values.name ?? `Company ${unique()}`,
    planId: plan.id,
    dueDate: values.dueDate === undefined ? '2999-01-01' : values.dueDate,
    status: values.status ?? true,
  });
  await settingsRepository.ensureDefaults(db, company.id);
  return company;
}

export async function createUser(
  db: Db,
  companyId: number,
  values: { profile?: Profile; super?: boolean; email?: string; name?: string } = {},
): Promise<UserRow & { password: string }> {
  sharedHash ??= hashPassword(FACTORY_PASSWORD);
  const row = await usersRepository.insert(db, companyId, {
    name: values.name ?? `User ${unique()}`,
    email: values.email ?? `user-${unique()}@test.local`,
    passwordHash: await sharedHash,
    profile: values.profile ?? 'user',
    super: values.super ?? false,
  });
  return { ...row, password: FACTORY_PASSWORD };
}

export async function createQueue(db: Db, companyId: number, values: { name?: string; color?: string } = {}) {
  const [queue] = await db
    .insert(queues)
    .values({ companyId, name: values.name ?? `Queue ${unique()}`, color: values.color ?? `#${unique().slice(0, 6)}` })
    .returning();
  if (!queue) throw new Error('queue insert failed');
  return queue;
}

export async function createConnection(db: Db, companyId: number, values: Partial<typeof whatsapps.$inferInsert> = {}) {
  const [row] = await db
    .insert(whatsapps)
    .values({ companyId, name: values.name ?? `Connection ${unique()}`, ...values })
    .returning();
  if (!row) throw new Error('connection insert failed');
  return row;
}
