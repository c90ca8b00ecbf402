import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { contactConsents, tickets } from '../../db/schema/index.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { engineConversation } from './engine-test-kit.js';
import { BOT_TEXTS } from './engine-texts.js';
import { isOptOutWord } from './lgpd-withdrawal-step.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const LGPD = {
  enableLGPD: 'enabled',
  lgpdMessage: 'Aceita nossa política de dados?',
  lgpdLink: 'https://exemplo.com/lgpd',
  lgpdOptOutWord: 'Revogar',
};
const QUESTION =
  'Aceita nossa política de dados?\n\nhttps://exemplo.com/lgpd\n\n*[ 1 ]* - Aceito\n*[ 2 ]* - Não aceito';

/** The contact's consent history, oldest first. */
async function history(companyId: number, contactId: number) {
  return t.database.db
    .select()
    .from(contactConsents)
    .where(and(eq(contactConsents.companyId, companyId), eq(contactConsents.contactId, contactId)))
    .orderBy(asc(contactConsents.id));
}

async function closeAll(whatsappId: number): Promise<void> {
  await t.database.db.update(tickets).set({ status: 'closed' }).where(eq(tickets.whatsappId, whatsappId));
}

describe('isOptOutWord', () => {
  it('compares trimmed, without case or accents, and never matches an unset word', () => {
    expect(isOptOutWord('  REVOGÁR ', 'revogar')).toBe(true);
    expect(isOptOutWord('Não  quero', 'nao quero')).toBe(true);
    expect(isOptOutWord('revogar já', 'revogar')).toBe(false);
    expect(isOptOutWord('', '')).toBe(false);
    expect(isOptOutWord('   ', '  ')).toBe(false);
  });
});

describe('LGPD consent history', { timeout: 90_000 }, () => {
  it('1 writes one acceptance and 2 one refusal, each with the text and link shown', async () => {
    const c = await engineConversation(t, { connection: { greetingMessage: 'Olá!' }, settings: LGPD });
    await c.say('Oi');
    await c.say('1');
    const contact = await c.contact();
    if (!contact) throw new Error('no contact');
    const ticket = await c.ticket();
    expect(await history(c.company.id, contact.id)).toEqual([
      expect.objectContaining({
        decision: 'accepted',
        message: LGPD.lgpdMessage,
        link: LGPD.lgpdLink,
        ticketId: ticket.id,
      }),
    ]);

    const d = await engineConversation(t, { settings: LGPD }, '5511955550002');
    await d.say('Oi');
    await d.say('talvez');
    await d.say('2');
    const refuser = await d.contact();
    if (!refuser) throw new Error('no contact');
    expect(await history(d.company.id, refuser.id)).toEqual([
      expect.objectContaining({ decision: 'refused', message: LGPD.lgpdMessage, link: LGPD.lgpdLink }),
    ]);
  });

  it('the opt-out word writes one withdrawal, clears the acceptance, answers, and the next conversation asks again', async () => {
    const c = await engineConversation(t, { connection: { greetingMessage: 'Olá!' }, settings: LGPD });
    await c.say('Oi');
    await c.say('1');
    expect((await c.contact())?.lgpdAcceptedAt).toBeInstanceOf(Date);
    await c.say('  REVOGÁR ');
    const contact = await c.contact();
    if (!contact) throw new Error('no contact');
    expect(contact.lgpdAcceptedAt).toBeNull();
    expect((await c.botTexts()).at(-1)).toBe(BOT_TEXTS.lgpdWithdrawn);
    expect((await history(c.company.id, contact.id)).map((row) => [row.decision, row.message, row.link])).toEqual([
      ['accepted', LGPD.lgpdMessage, LGPD.lgpdLink],
      ['withdrawn', BOT_TEXTS.lgpdWithdrawn, LGPD.lgpdLink],
    ]);
    // The word is not read as anything else: no menu answer, no greeting.
    expect(await c.botTexts()).toEqual([QUESTION, 'Olá!', BOT_TEXTS.lgpdWithdrawn]);

    await closeAll(c.whatsappId);
    await c.say('Oi de novo');
    expect((await c.botTexts()).at(-1)).toBe(QUESTION);
    const rows = await t.database.db.select().from(tickets).where(eq(tickets.whatsappId, c.whatsappId));
    expect(rows.filter((row) => row.status === 'lgpd')).toHaveLength(1);
  });

  it('withdrawing while the question waits ends the conversation as a refusal does; no word set, no withdrawal', async () => {
    const c = await engineConversation(t, { settings: LGPD });
    await c.say('Oi');
    await c.say('revogar');
    expect(await c.ticket()).toMatchObject({ status: 'closed' });
    const contact = await c.contact();
    if (!contact) throw new Error('no contact');
    expect((await history(c.company.id, contact.id)).map((row) => row.decision)).toEqual(['withdrawn']);
    expect(await c.botTexts()).toEqual([QUESTION, BOT_TEXTS.lgpdWithdrawn]);

    const d = await engineConversation(t, { settings: { ...LGPD, lgpdOptOutWord: '' } }, '5511955550003');
    await d.say('Oi');
    await d.say('revogar');
    const other = await d.contact();
    if (!other) throw new Error('no contact');
    expect(await history(d.company.id, other.id)).toEqual([]);
    expect((await d.botTexts()).at(-1)).toContain('*Opção inválida.*');
  });
});
