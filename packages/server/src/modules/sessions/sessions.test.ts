import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Connection } from '@guiche/shared';
import { createCompany, createQueue, createUser } from '../../test/factories.js';
import { call, login } from '../../test/http.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { waitFor } from '../../test/wait.js';

/**
 * Spec 2 §4 (issue 35 item 4): a user with allowConnections enabled gets the connections item with its session
 * actions (try again, new QR, disconnect, restart all); creating, editing and deleting stay the admins'.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function companyWithSimulator() {
  const { db } = t.database;
  const company = await createCompany(db);
  const [admin, withFlag, plain] = await Promise.all([
    createUser(db, company.id, { profile: 'admin' }),
    createUser(db, company.id),
    createUser(db, company.id),
  ]);
  const adminToken = (await login(t.url, admin.email, admin.password)).token;
  // Through the admin's user form, as the product sets it.
  const flagged = await call(t.url, 'PUT', `/users/${withFlag.id}`, {
    token: adminToken,
    body: { allowConnections: 'enabled' },
  });
  expect(flagged.status).toBe(200);
  const [flagToken, plainToken] = await Promise.all([
    login(t.url, withFlag.email, withFlag.password),
    login(t.url, plain.email, plain.password),
  ]).then((sessions) => sessions.map((session) => session.token));
  const created = await call<Connection>(t.url, 'POST', '/whatsapp', {
    token: adminToken,
    body: { name: 'Simulador', channel: 'simulator' },
  });
  expect(created.status).toBe(201);
  const id = created.body.id;
  await waitFor(
    () => call<Connection>(t.url, 'GET', `/whatsapp/${id}`, { token: adminToken }),
    (r) => r.body.status === 'qrcode',
  );
  return { company, adminToken, flagToken: flagToken ?? '', plainToken: plainToken ?? '', id };
}

describe('session actions', () => {
  it('are open to a user with allowConnections: new QR, disconnect, try again, restart all', async () => {
    const { flagToken, adminToken, id } = await companyWithSimulator();
    expect((await call(t.url, 'POST', `/simulator/${id}/scan`, { token: adminToken })).status).toBe(204);

    const newQr = await call<Connection>(t.url, 'PUT', `/whatsappsession/${id}`, { token: flagToken });
    expect(newQr).toMatchObject({ status: 200, body: { id, status: 'qrcode' } });
    const disconnected = await call<Connection>(t.url, 'DELETE', `/whatsappsession/${id}`, { token: flagToken });
    expect(disconnected).toMatchObject({ status: 200, body: { id, status: 'DISCONNECTED' } });
    const retried = await call<Connection>(t.url, 'POST', `/whatsappsession/${id}`, { token: flagToken });
    expect(retried).toMatchObject({ status: 200, body: { id, status: 'qrcode' } });
    const restarted = await call(t.url, 'POST', '/whatsapp-restart', { token: flagToken });
    expect(restarted).toMatchObject({ status: 200, body: { restarted: 1, failed: 0 } });
    // The token is an admin's business (connections.service withToken): the flag does not reveal it.
    expect(retried.body.token).toBeFalsy();
  });

  it('are refused to a user without allowConnections', async () => {
    const { plainToken, id } = await companyWithSimulator();
    for (const [method, path] of [
      ['POST', `/whatsappsession/${id}`],
      ['PUT', `/whatsappsession/${id}`],
      ['DELETE', `/whatsappsession/${id}`],
      ['POST', '/whatsapp-restart'],
    ] as const) {
      expect(await call(t.url, method, path, { token: plainToken }), `${method} ${path}`).toMatchObject({
        status: 403,
        body: { error: 'ERR_NO_PERMISSION' },
      });
    }
  });

  it('do not make the user a connections admin: create, edit and delete stay refused', async () => {
    const { company, flagToken, adminToken, id } = await companyWithSimulator();
    const queue = await createQueue(t.database.db, company.id);
    const refused = { status: 403, body: { error: 'ERR_NO_PERMISSION' } };
    expect(
      await call(t.url, 'POST', '/whatsapp', { token: flagToken, body: { name: 'Outra', channel: 'simulator' } }),
    ).toMatchObject(refused);
    expect(
      await call(t.url, 'PUT', `/whatsapp/${id}`, {
        token: flagToken,
        body: { name: 'Renomeada', queueIds: [queue.id] },
      }),
    ).toMatchObject(refused);
    expect(await call(t.url, 'DELETE', `/whatsapp/${id}`, { token: flagToken })).toMatchObject(refused);
    expect(await call(t.url, 'DELETE', `/whatsapp/${id}/media-upload`, { token: flagToken })).toMatchObject(refused);
    expect(await call(t.url, 'POST', `/closedimported/${id}`, { token: flagToken })).toMatchObject(refused);
    // It still lists and reads them, as before.
    expect((await call<Connection[]>(t.url, 'GET', '/whatsapp', { token: flagToken })).body.map((c) => c.id)).toEqual([
      id,
    ]);
    expect((await call<Connection>(t.url, 'GET', `/whatsapp/${id}`, { token: adminToken })).body.name).toBe(
      'Simulador',
    );
  });
});
