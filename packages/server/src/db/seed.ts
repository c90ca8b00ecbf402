import { asc, eq, sql } from 'drizzle-orm';
import { CUSTOM_PLAN, PLATFORM_COMPANY_DUE_DATE, PLATFORM_COMPANY_ID } from '@guiche/shared';
import type { Db } from './database.js';
import { companies, plans, queues, userQueues, users } from './schema/index.js';
import { hashPassword } from '../modules/auth/password.js';
import { settingsWriter } from '../modules/settings/index.js';
import { usersWriter } from '../modules/users/index.js';

export interface SeedOptions {
  adminEmail: string;
  adminPassword: string;
}

export interface SeedResult {
  createdAdmin: boolean;
}

/**
 * The queue a new company starts with: accepting a ticket requires a queue (spec 1 §4), so without one the first
 * ticket could not be taken. Its colour is one no one picks by chance; both may be changed or the queue deleted.
 */
export const DEFAULT_QUEUE = { name: 'Atendimento', color: '#2E7D32' } as const;

/**
 * The plan sign-up offers on a fresh install, so that /signup, linked from the login page, has a plan to choose: the
 * spec's smallest priced terms (spec 2 §9, the custom plan's start: 3 users, 3 connections, 49 a month). The platform's
 * own plan stays private: it is free, and a free plan's invoices settle themselves, so offering it would give every
 * newcomer 100 attendants for nothing, for good. The super administrator changes or hides this one like any plan.
 */
export const STARTER_PLAN = {
  name: 'Plano Básico',
  users: CUSTOM_PLAN.minUsers,
  connections: CUSTOM_PLAN.minConnections,
  queues: 3,
  amount: CUSTOM_PLAN.basePrice.toFixed(2),
  isPublic: true,
} as const;

/**
 * First start: the platform plan (every flag) and the public starter plan, company 1 (never expires), its default
 * settings, its default queue and the super administrator (a member of that queue). Idempotent: rows that exist are
 * left as they are, so a restart never resets a changed password nor brings back a queue the company deleted, and an
 * install that has plans gets no new one (its plans are the super administrator's choice).
 */
export async function seedDatabase(db: Db, options: SeedOptions): Promise<SeedResult> {
  // Hashing costs about a second of CPU: every later start finds the administrator and skips it. It stays outside the
  // transaction so that several processes starting together do not hash while holding the lock.
  const [superBefore] = await db.select({ id: users.id }).from(users).where(eq(users.super, true)).limit(1);
  const passwordHash = superBefore ? undefined : await hashPassword(options.adminPassword);
  return db.transaction(async (tx) => {
    // Serialises concurrent first starts of several processes on one PostgreSQL.
    await tx.execute(sql`select pg_advisory_xact_lock(7240312)`);
    let [plan] = await tx.select({ id: plans.id }).from(plans).orderBy(asc(plans.id)).limit(1);
    if (!plan) {
      [plan] = await tx
        .insert(plans)
        .values({ name: 'Plano Completo', users: 100, connections: 100, queues: 100, amount: '0', isPublic: false })
        .returning({ id: plans.id });
      await tx.insert(plans).values(STARTER_PLAN);
    }
    if (!plan) throw new Error('seed: no plan could be created');
    const createdCompany = await tx
      .insert(companies)
      .values({
        id: PLATFORM_COMPANY_ID,
        name: 'Guichê',
        planId: plan.id,
        dueDate: PLATFORM_COMPANY_DUE_DATE,
        recurrence: 'MENSAL',
      })
      .onConflictDoNothing()
      .returning({ id: companies.id });
    // The explicit id above does not advance the serial; keep it ahead so the next company gets id 2.
    await tx.execute(
      sql`select setval(pg_get_serial_sequence('companies', 'id'), greatest((select max(id) from companies), 1))`,
    );
    await settingsWriter.ensureDefaults(tx, PLATFORM_COMPANY_ID);
    const [defaultQueue] =
      createdCompany.length > 0
        ? await tx
            .insert(queues)
            .values({ companyId: PLATFORM_COMPANY_ID, ...DEFAULT_QUEUE, orderQueue: 1 })
            .returning({ id: queues.id })
        : [];

    const [existingSuper] = await tx.select({ id: users.id }).from(users).where(eq(users.super, true)).limit(1);
    if (existingSuper) return { createdAdmin: false };
    const admin = await usersWriter.insert(tx, PLATFORM_COMPANY_ID, {
      name: 'Administrador',
      email: options.adminEmail,
      passwordHash: passwordHash ?? (await hashPassword(options.adminPassword)),
      profile: 'admin',
      super: true,
      showDashboard: 'enabled',
      allowRealTime: 'enabled',
      allowConnections: 'enabled',
      allTicket: 'enable',
    });
    if (defaultQueue) await tx.insert(userQueues).values({ userId: admin.id, queueId: defaultQueue.id });
    return { createdAdmin: true };
  });
}
