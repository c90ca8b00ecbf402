import { engineRepository } from './engine.repository.js';
import { BOT_TEXTS } from './engine-texts.js';
import { recordConsent } from './lgpd-step.js';
import type { Step } from './step.js';

/** A word as people type it: trimmed, spaces collapsed, without case or accents ('Revogar ' = 'REVOGÁR'). */
function comparable(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').trim().replace(/\s+/g, ' ').toLocaleLowerCase('pt-BR');
}

/** Whether the message is the company's opt-out word; never when the company set none. */
export function isOptOutWord(message: string, word: string): boolean {
  const wanted = comparable(word);
  return wanted !== '' && comparable(message) === wanted;
}

/**
 * Withdrawal of LGPD consent (issue 40 item 4): a contact message that is the company's opt-out word. It is honoured
 * whoever holds the ticket and whatever the bot was doing, before every other step (a word such as 'sair' would
 * otherwise be read as a menu's leave word): the withdrawal is kept in the consent history, the acceptance is cleared
 * so the next conversation asks again, and the contact is told. A conversation still waiting on the consent
 * question ends there, as a refusal does; any other stays as it is, for the attendant or the bot's next answer.
 * Campaigns stop writing to the contact while the company asks for consent (campaign-shippings.repository.ts).
 */
export const lgpdWithdrawalStep: Step = async (c) => {
  if (!isOptOutWord(c.message.body, c.settings.lgpdOptOutWord)) return false;
  const withdraw = () =>
    c.db.transaction(async (tx) => {
      await engineRepository.withdrawLgpd(tx, c.ticket.companyId, c.contact.id);
      await recordConsent(tx, c, 'withdrawn', BOT_TEXTS.lgpdWithdrawn);
    });
  if (c.ticket.status === 'lgpd') {
    // The change first: it may lose a race and be decided again, and the history keeps one row per withdrawal.
    await c.change(
      { status: 'closed', closedAt: c.now, isBot: false, chatbotOptionId: null },
      [{ type: 'closed', queueId: c.ticket.queueId }],
      { say: [BOT_TEXTS.lgpdWithdrawn] },
    );
    await withdraw();
    return true;
  }
  // Recorded before the answer: the withdrawal stands even if the channel refuses the confirmation.
  await withdraw();
  if (!c.contact.disableBot) await c.say([BOT_TEXTS.lgpdWithdrawn]);
  return true;
};
