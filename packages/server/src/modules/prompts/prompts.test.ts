import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PromptListAnswer, PromptView } from '@guiche/shared';
import { prompts, queues } from '../../db/schema/index.js';
import { createQueue } from '../../test/factories.js';
import { call } from '../../test/http.js';
import { createTeam } from '../../test/team.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('AI prompts: the API', { timeout: 60_000 }, () => {
  it('creates with the spec’s defaults, seals and masks the key, keeps it on a blank edit, refuses deleting one in use', async () => {
    const { company, adminToken } = await createTeam(t);
    const { db } = t.database;
    const queue = await createQueue(db, company.id);
    const created = await call<PromptView>(t.url, 'POST', '/prompt', {
      token: adminToken,
      body: { name: 'Vendedor', prompt: 'Você vende.', apiKey: 'sk-secret-9876', queueId: queue.id },
    });
    expect(created).toMatchObject({
      status: 201,
      body: {
        apiKey: '••••9876',
        maxTokens: 100,
        temperature: 1,
        maxMessages: 10,
        voice: 'texto',
        queue: { name: queue.name },
      },
    });
    const [row] = await db.select().from(prompts).where(eq(prompts.id, created.body.id));
    expect(Buffer.from(row?.apiKeySealed ?? []).toString('latin1')).not.toContain('sk-secret');
    const edited = await call<PromptView>(t.url, 'PUT', `/prompt/${created.body.id}`, {
      token: adminToken,
      body: { name: 'Vendedor 2', prompt: 'Você vende.', apiKey: '', queueId: queue.id, maxTokens: 200 },
    });
    expect(edited.body).toMatchObject({ name: 'Vendedor 2', apiKey: '••••9876', maxTokens: 200 });
    expect(
      (await call<PromptListAnswer>(t.url, 'GET', '/prompt', { token: adminToken })).body.prompts.map((p) => p.id),
    ).toEqual([created.body.id]);
    await db.update(queues).set({ promptId: created.body.id }).where(eq(queues.id, queue.id));
    expect(await call(t.url, 'DELETE', `/prompt/${created.body.id}`, { token: adminToken })).toMatchObject({
      status: 409,
      body: { error: 'ERR_INTEGRATION_IN_USE' },
    });
    await db.update(queues).set({ promptId: null }).where(eq(queues.id, queue.id));
    expect(await call(t.url, 'DELETE', `/prompt/${created.body.id}`, { token: adminToken })).toMatchObject({
      status: 200,
      body: { message: 'Prompt deleted' },
    });
  });

  it('requires the queue (‘Informe o setor’) and the company’s own; admins only; other companies see nothing', async () => {
    const { company, adminToken, attendantToken } = await createTeam(t);
    const other = await createTeam(t);
    const foreignQueue = await createQueue(t.database.db, other.company.id);
    const noQueue = await call<{ issues: { path: string; message: string }[] }>(t.url, 'POST', '/prompt', {
      token: adminToken,
      body: { name: 'Sem fila', prompt: 'x', apiKey: 'k' },
    });
    expect(noQueue.body.issues).toContainEqual({ path: 'queueId', message: 'validation.queueRequired' });
    const foreign = await call<{ issues: { path: string; message: string }[] }>(t.url, 'POST', '/prompt', {
      token: adminToken,
      body: { name: 'Alheia', prompt: 'x', apiKey: 'k', queueId: foreignQueue.id },
    });
    expect(foreign).toMatchObject({ status: 400 });
    const queue = await createQueue(t.database.db, company.id);
    const mine = await call<PromptView>(t.url, 'POST', '/prompt', {
      token: adminToken,
      body: { name: 'Minha', prompt: 'x', apiKey: 'k', queueId: queue.id },
    });
    expect((await call(t.url, 'GET', `/prompt/${mine.body.id}`, { token: other.adminToken })).status).toBe(404);
    expect((await call(t.url, 'GET', '/prompt', { token: attendantToken })).status).toBe(403);
  });
});
