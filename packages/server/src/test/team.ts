import { createCompany, createUser } from './factories.js';
import { login } from './http.js';
import type { TestApp } from './test-app.js';

/** A fresh company with an admin and an attendant, both logged in: the cast of most API tests. */
export async function createTeam(t: TestApp) {
  const company = await createCompany(t.database.db);
  const admin = await createUser(t.database.db, company.id, { profile: 'admin' });
  const attendant = await createUser(t.database.db, company.id);
  const adminSession = await login(t.url, admin.email, admin.password);
  const attendantSession = await login(t.url, attendant.email, attendant.password);
  return {
    company,
    admin,
    attendant,
    adminSession,
    adminToken: adminSession.token,
    attendantToken: attendantSession.token,
  };
}
