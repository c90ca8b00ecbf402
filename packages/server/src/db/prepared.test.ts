import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectionsRepository } from '../modules/connections/connections.repository.js';
import { createCompany, createConnection } from '../test/factories.js';
import { createTestDatabase } from '../test/test-database.js';
import type { Database } from './database.js';
import { whatsapps } from './schema/index.js';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('statements prepared per database handle', () => {
  it('run on the handle they are given: inside a transaction they see its writes, outside they do not', async () => {
    const { db } = database;
    const company = await createCompany(db);
    const connection = await createConnection(db, company.id, { name: 'Before' });
    // Prepared on the root handle first, so a statement kept from it would answer the committed row below.
    expect((await connectionsRepository.findById(db, company.id, connection.id))?.name).toBe('Before');

    const rolledBack = new Error('rolled back on purpose');
    await expect(
      db.transaction(async (tx) => {
        await tx.update(whatsapps).set({ name: 'Inside' }).where(eq(whatsapps.id, connection.id));
        expect((await connectionsRepository.findById(tx, company.id, connection.id))?.name).toBe('Inside');
        throw rolledBack;
      }),
    ).rejects.toBe(rolledBack);

    expect((await connectionsRepository.findById(db, company.id, connection.id))?.name).toBe('Before');
  });

  it('take new values on every call and keep tenants apart', async () => {
    const { db } = database;
    const [first, second] = [await createCompany(db), await createCompany(db)];
    const [a, b] = [
      await createConnection(db, first.id, { name: 'A' }),
      await createConnection(db, second.id, { name: 'B' }),
    ];
    expect((await connectionsRepository.findById(db, first.id, a.id))?.name).toBe('A');
    expect((await connectionsRepository.findById(db, second.id, b.id))?.name).toBe('B');
    expect(await connectionsRepository.findById(db, first.id, b.id)).toBeUndefined();
  });
});
