import { randomBytes } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLATFORM_COMPANY_ID } from '@guiche/shared';
import { contacts, messages, passwordRecoveries, users } from '../../db/schema/index.js';
import { createCompany, createConnection, createUser } from '../../test/factories.js';
import { call, login } from '../../test/http.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let clock = Date.now();
let platformConnectionId: number;
beforeAll(async () => {
  t = await startTestApp({ now: () => new Date(clock) });
  // The platform's default connection carries the codes (a simulator channel in tests).
  platformConnectionId = (await createConnection(t.database.db, PLATFORM_COMPANY_ID, { channel: 'simulator', isDefault: true, status: 'CONNECTED' })).id;
});
afterAll(() => t.close());

/** A fresh account with a WhatsApp number, stored without the country code as the user modal may save it. */
async function accountWithNumber() {
  const company = await createCompany(t.database.db);
  const user = await createUser(t.database.db, company.id, { profile: 'admin' });
  const national = `119${randomBytes(4).readUInt32BE(0) % 100_000_000}`.padEnd(11, '0');
  await t.database.db.update(users).set({ wpp: national }).where(eq(users.id, user.id));
  return { user, national, number: `55${national}` };
}

/** The code as the phone received it: the latest outbound message to the number through the platform connection. */
async function codeSentTo(number: string): Promise<string | undefined> {
  const [row] = await t.database.db
    .select({ body: messages.body })
    .from(messages)
    .innerJoin(contacts, eq(contacts.id, messages.contactId))
    .where(and(eq(contacts.companyId, PLATFORM_COMPANY_ID), eq(contacts.number, number), eq(messages.whatsappId, platformConnectionId)))
    .orderBy(desc(messages.id))
    .limit(1);
  return row?.body.match(/\d{6}/)?.[0];
}

const send = (wpp: string) => call(t.url, 'POST', '/api/enviar-email', { body: { wpp } });
const verify = (wpp: string, code: string) => call<{ recoveryToken?: string; error?: string }>(t.url, 'GET', `/api/verificar-code/${wpp}?code=${code}`);
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('password recovery', () => {
  it('sends a code by WhatsApp, trades the right code for a token, and the token sets the new password once', async () => {
    const { user, national, number } = await accountWithNumber();
    const sent = await send(national);
    expect(sent).toMatchObject({ status: 200, body: { sent: true } });
    const code = await codeSentTo(number);
    expect(code).toMatch(/^\d{6}$/);
    expect(JSON.stringify(sent.body)).not.toContain(code!);
    const [stored] = await t.database.db.select().from(passwordRecoveries).where(eq(passwordRecoveries.wpp, number));
    expect(stored?.codeHash).not.toContain(code!);

    const verified = await verify(national, code!);
    expect(verified.status).toBe(200);
    expect(JSON.stringify(verified.body)).not.toContain(code!);
    const recoveryToken = verified.body.recoveryToken!;
    const oldSession = await login(t.url, user.email, user.password);
    expect((await call(t.url, 'PUT', '/api/atualizar-senha', { body: { recoveryToken, newPassword: 'NovaSenha9' } })).status).toBe(200);
    expect((await call(t.url, 'GET', '/auth/me', { token: oldSession.token })).status).toBe(401);
    await login(t.url, user.email, 'NovaSenha9');
    expect(await call(t.url, 'PUT', '/api/atualizar-senha', { body: { recoveryToken, newPassword: 'Outra1234' } })).toMatchObject({ status: 410, body: { error: 'ERR_RECOVERY_CODE_EXPIRED' } });
  });

  it('counts wrong codes: the third ends the attempt, and even the right code fails afterwards', async () => {
    const { national, number } = await accountWithNumber();
    await send(national);
    const code = (await codeSentTo(number))!;
    expect(await verify(national, wrongCode(code))).toMatchObject({ status: 400, body: { error: 'ERR_RECOVERY_CODE_INVALID' } });
    expect(await verify(national, wrongCode(code))).toMatchObject({ status: 400, body: { error: 'ERR_RECOVERY_CODE_INVALID' } });
    expect(await verify(national, wrongCode(code))).toMatchObject({ status: 429, body: { error: 'ERR_RECOVERY_ATTEMPTS_EXCEEDED' } });
    expect(await verify(national, code)).toMatchObject({ status: 429, body: { error: 'ERR_RECOVERY_ATTEMPTS_EXCEEDED' } });
  });

  it('lets a code expire after 10 minutes', async () => {
    const { national, number } = await accountWithNumber();
    await send(national);
    const code = (await codeSentTo(number))!;
    clock += 10 * 60_000 + 1000;
    expect(await verify(national, code)).toMatchObject({ status: 410, body: { error: 'ERR_RECOVERY_CODE_EXPIRED' } });
  });

  it('answers an unknown number exactly as a known one, and sends it nothing', async () => {
    const unknown = `5511${randomBytes(4).readUInt32BE(0) % 1_000_000_000}`.padEnd(13, '7');
    const sent = await send(unknown);
    expect(sent).toMatchObject({ status: 200, body: { sent: true } });
    expect(await codeSentTo(unknown)).toBeUndefined();
    expect(await verify(unknown, '123456')).toMatchObject({ status: 400, body: { error: 'ERR_RECOVERY_CODE_INVALID' } });
    expect(await verify('5511900000001', '123456')).toMatchObject({ status: 410, body: { error: 'ERR_RECOVERY_CODE_EXPIRED' } });
  });

  it('refuses a made-up token and malformed input', async () => {
    expect(await call(t.url, 'PUT', '/api/atualizar-senha', { body: { recoveryToken: 'made-up', newPassword: 'NovaSenha9' } })).toMatchObject({ status: 410, body: { error: 'ERR_RECOVERY_CODE_EXPIRED' } });
    expect(await call(t.url, 'PUT', '/api/atualizar-senha', { body: { userId: 1, newPassword: 'NovaSenha9' } })).toMatchObject({ status: 400, body: { error: 'ERR_VALIDATION' } });
    expect((await verify('5511912345678', 'abc')).status).toBe(400);
    expect((await send('12')).status).toBe(400);
  });
});
