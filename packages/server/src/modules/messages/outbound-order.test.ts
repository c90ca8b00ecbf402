import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { tickets } from '../../db/schema/index.js';
import { createTeam } from '../../test/team.js';
import { call } from '../../test/http.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { waitFor } from '../../test/wait.js';
import { simulatorConversation, type PhoneMessage } from './test-conversation.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const NUMBERS = ['5511900000001', '5511900000002', '5511900000003'];
const PER_CHAT = 12;

describe('outbound order under parallel sending', () => {
  it('different chats go side by side, each chat receives its replies in the order they were posted', async () => {
    const { admin, adminToken } = await createTeam(t);
    const first = await simulatorConversation(t, adminToken, admin.id, NUMBERS[0]);
    // The other contacts write to the same connection.
    for (const number of NUMBERS.slice(1)) {
      await call(t.url, 'POST', `/simulator/${first.whatsappId}/chats/${number}/messages`, {
        token: adminToken,
        body: { contactName: number, body: 'Oi' },
      });
    }
    const rows = await waitFor(
      () => t.database.db.select().from(tickets).where(eq(tickets.whatsappId, first.whatsappId)),
      (list) => list.length === NUMBERS.length,
    );
    await t.database.db
      .update(tickets)
      .set({ status: 'open', userId: admin.id })
      .where(eq(tickets.whatsappId, first.whatsappId));
    // Each chat's replies are posted one after another; the chats post at the same time.
    const ticketByNumber = new Map<string, number>();
    for (const row of rows) {
      const phone = await call<{ id: number; number: string }>(t.url, 'GET', `/contacts/${row.contactId}`, {
        token: adminToken,
      });
      ticketByNumber.set(phone.body.number, row.id);
    }
    await Promise.all(
      NUMBERS.map(async (number) => {
        for (let i = 0; i < PER_CHAT; i += 1) {
          const posted = await call(t.url, 'POST', `/messages/${ticketByNumber.get(number)}`, {
            token: adminToken,
            body: { body: `${number} #${i}` },
          });
          expect(posted.status).toBe(201);
        }
      }),
    );

    for (const number of NUMBERS) {
      const phone = await waitFor(
        () =>
          call<PhoneMessage[]>(t.url, 'GET', `/simulator/${first.whatsappId}/chats/${number}/messages`, {
            token: adminToken,
          }).then((r) => r.body),
        (chat) => chat.filter((m) => m.direction === 'out').length === PER_CHAT,
        30_000,
      );
      expect(phone.filter((m) => m.direction === 'out').map((m) => m.body)).toEqual(
        Array.from({ length: PER_CHAT }, (_, i) => `${number} #${i}`),
      );
    }
  }, 120_000);
});
