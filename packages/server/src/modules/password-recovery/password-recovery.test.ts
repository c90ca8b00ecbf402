import { randomBytes } from 'node:crypto';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLATFORM_COMPANY_ID } from '@guiche/shared';
import { contacts, messages, passwordRecoveries, tickets, users } from '../../db/schema/index.js';
import { createCompany, createUser } from '../../test/factories.js';
import { call, login } from '../../test/http.js';
import { connectSocket } from '../../test/sockets.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { verificationCodeText } from './platform-messenger.js';
import { startPlatformPhone } from './testing/platform-phone.js';

let t: TestApp;
let clock = Date.now();
let phone: Awaited<ReturnType<typeof startPlatformPhone>>;
beforeAll(async () => {
  t = await startTestApp({ now: () => new Date(clock) });
  // The platform's default connection carries the codes (a live simulator session in tests).
  phone = await startPlatformPhone(t);
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

const send = (wpp: string) => call(t.url, 'POST', '/api/enviar-email', { body: { wpp } });
const verify = (wpp: string, code: string) =>
  call<{ recoveryToken?: string; error?: string }>(t.url, 'GET', `/api/verificar-code/${wpp}?code=${code}`);
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('password recovery', () => {
  it('sends a code by WhatsApp, trades the right code for a token, and the token sets the new password once', async () => {
    const { user, national, number } = await accountWithNumber();
    const sent = await send(national);
    expect(sent).toMatchObject({ status: 200, body: { sent: true } });
    const code = await phone.codeSentTo(number);
    expect(code).toMatch(/^\d{6}$/);
    expect(JSON.stringify(sent.body)).not.toContain(code!);
    const [stored] = await t.database.db.select().from(passwordRecoveries).where(eq(passwordRecoveries.wpp, number));
    expect(stored?.codeHash).not.toContain(code!);

    const verified = await verify(national, code!);
    expect(verified.status).toBe(200);
    expect(JSON.stringify(verified.body)).not.toContain(code!);
    const recoveryToken = verified.body.recoveryToken!;
    const oldSession = await login(t.url, user.email, user.password);
    expect(
      (await call(t.url, 'PUT', '/api/atualizar-senha', { body: { recoveryToken, newPassword: 'NovaSenha9' } })).status,
    ).toBe(200);
    expect((await call(t.url, 'GET', '/auth/me', { token: oldSession.token })).status).toBe(401);
    await login(t.url, user.email, 'NovaSenha9');
    expect(
      await call(t.url, 'PUT', '/api/atualizar-senha', { body: { recoveryToken, newPassword: 'Outra1234' } }),
    ).toMatchObject({ status: 410, body: { error: 'ERR_RECOVERY_CODE_EXPIRED' } });
  });

  it('keeps the code out of every inbox: a plain company-1 user finds it in no ticket, message, search, contact or live event (finding 2)', async () => {
    const platformUser = await createUser(t.database.db, PLATFORM_COMPANY_ID, { profile: 'user' });
    const session = await login(t.url, platformUser.email, platformUser.password);
    const socket = await connectSocket(t.url, {
      token: session.publicToken,
      companyId: PLATFORM_COMPANY_ID,
      userId: platformUser.id,
    });
    const heard: string[] = [];
    socket.onAny((event: string, payload: unknown) => heard.push(`${event} ${JSON.stringify(payload)}`));
    await socket.emitWithAck('joinNotification');
    for (const status of ['closed', 'open', 'pending']) await socket.emitWithAck('joinTickets', status);
    const { national, number } = await accountWithNumber();

    expect((await send(national)).status).toBe(200);
    const code = await phone.codeSentTo(number);
    expect(code).toMatch(/^\d{6}$/);
    // The channel hands our own send back (Baileys does): the echo is dropped, not stored in company 1's inbox.
    const echo = {
      ref: { chatId: `${number}@s.whatsapp.net`, messageId: 'ECHO-1', fromMe: true },
      at: new Date(),
      kind: 'text',
      sender: { phone: number },
      body: verificationCodeText(code!),
      live: true,
      raw: {},
    } as const;
    await t.app.services.pipeline.handle(
      { id: phone.connection.id, companyId: PLATFORM_COMPANY_ID, channel: 'simulator' },
      { type: 'message', message: echo },
    );

    expect(
      await t.database.db
        .select()
        .from(messages)
        .where(like(messages.body, `%${code}%`)),
    ).toEqual([]);
    expect(
      await t.database.db
        .select()
        .from(tickets)
        .where(like(tickets.lastMessage, `%${code}%`)),
    ).toEqual([]);
    expect(
      await t.database.db
        .select()
        .from(contacts)
        .where(and(eq(contacts.companyId, PLATFORM_COMPANY_ID), eq(contacts.number, number))),
    ).toEqual([]);
    for (const status of ['closed', 'open', 'pending'] as const) {
      const listed = await call(t.url, 'GET', `/tickets?status=${status}&showAll=true`, { token: session.token });
      expect(listed.status).toBe(200);
      expect(JSON.stringify(listed.body)).not.toContain(code!);
    }
    const searched = await call(t.url, 'GET', `/tickets?searchParam=${code}&statusFilter=closed,open,pending`, {
      token: session.token,
    });
    expect(JSON.stringify(searched.body)).not.toContain(code!);
    expect(
      JSON.stringify((await call(t.url, 'GET', `/contacts?searchParam=${number}`, { token: session.token })).body),
    ).not.toContain(number);
    expect(heard.filter((line) => line.includes(code!))).toEqual([]);
    socket.close();
  });

  it('counts wrong codes: the third ends the attempt, and even the right code fails afterwards', async () => {
    const { national, number } = await accountWithNumber();
    await send(national);
    const code = (await phone.codeSentTo(number))!;
    expect(await verify(national, wrongCode(code))).toMatchObject({
      status: 400,
      body: { error: 'ERR_RECOVERY_CODE_INVALID' },
    });
    expect(await verify(national, wrongCode(code))).toMatchObject({
      status: 400,
      body: { error: 'ERR_RECOVERY_CODE_INVALID' },
    });
    expect(await verify(national, wrongCode(code))).toMatchObject({
      status: 429,
      body: { error: 'ERR_RECOVERY_ATTEMPTS_EXCEEDED' },
    });
    expect(await verify(national, code)).toMatchObject({
      status: 429,
      body: { error: 'ERR_RECOVERY_ATTEMPTS_EXCEEDED' },
    });
  });

  it('lets a code expire after 10 minutes', async () => {
    const { national, number } = await accountWithNumber();
    await send(national);
    const code = (await phone.codeSentTo(number))!;
    clock += 10 * 60_000 + 1000;
    expect(await verify(national, code)).toMatchObject({ status: 410, body: { error: 'ERR_RECOVERY_CODE_EXPIRED' } });
  });

  it('answers an unknown number exactly as a known one, and sends it nothing', async () => {
    const unknown = `5511${randomBytes(4).readUInt32BE(0) % 1_000_000_000}`.padEnd(13, '7');
    const known = await accountWithNumber();
    const sentUnknown = await send(unknown);
    const sentKnown = await send(known.national);
    expect(sentUnknown).toMatchObject({ status: 200, body: { sent: true } });
    expect(sentUnknown.body).toEqual(sentKnown.body);
    expect(await phone.codeSentTo(known.number)).toMatch(/^\d{6}$/);
    expect(await phone.received(unknown)).toEqual([]);
    expect(await verify(unknown, '123456')).toMatchObject({
      status: 400,
      body: { error: 'ERR_RECOVERY_CODE_INVALID' },
    });
    expect(await verify('5511900000001', '123456')).toMatchObject({
      status: 410,
      body: { error: 'ERR_RECOVERY_CODE_EXPIRED' },
    });
  });

  it('refuses a made-up token and malformed input', async () => {
    expect(
      await call(t.url, 'PUT', '/api/atualizar-senha', {
        body: { recoveryToken: 'made-up', newPassword: 'NovaSenha9' },
      }),
    ).toMatchObject({ status: 410, body: { error: 'ERR_RECOVERY_CODE_EXPIRED' } });
    expect(
      await call(t.url, 'PUT', '/api/atualizar-senha', { body: { userId: 1, newPassword: 'NovaSenha9' } }),
    ).toMatchObject({ status: 400, body: { error: 'ERR_VALIDATION' } });
    expect((await verify('5511912345678', 'abc')).status).toBe(400);
    expect((await send('12')).status).toBe(400);
  });
});
