import { botParagraphs, type ConsentDecision } from '@guiche/shared';
import type { DbOrTx } from '../../db/database.js';
import { consentsWriter } from '../contact-privacy/index.js';
import { engineRepository } from './engine.repository.js';
import { BOT_TEXTS } from './engine-texts.js';
import type { Conversation } from './conversation.js';
import { notStarted, type Step } from './step.js';

/** The consent question: the company's message, its link and the two options. */
const question = (c: Conversation) => botParagraphs(c.settings.lgpdMessage, c.settings.lgpdLink, BOT_TEXTS.lgpdOptions);

/**
 * Records the contact's decision with the text and link of the company's settings as this turn read them: the ones
 * the question was composed from, unless the company changed them between question and answer (the ticket keeps no
 * copy of what was sent). Called after the ticket's change, which may lose a race and be decided again (TurnRaced):
 * one row per decision.
 */
export function recordConsent(tx: DbOrTx, c: Conversation, decision: ConsentDecision, message: string): Promise<void> {
  return consentsWriter.record(tx, c.ticket.companyId, {
    contactId: c.contact.id,
    ticketId: c.ticket.id,
    decision,
    message,
    link: c.settings.lgpdLink,
    at: c.now,
  });
}

/** Whether this new conversation must first ask for consent (lgpdConsent: ask even a contact who accepted before). */
function mustAsk(c: Conversation): boolean {
  const { enableLGPD, lgpdMessage, lgpdConsent } = c.settings;
  return (
    enableLGPD &&
    lgpdMessage.trim() !== '' &&
    !c.contact.disableBot &&
    notStarted(c) &&
    (c.contact.lgpdAcceptedAt === null || lgpdConsent)
  );
}

/**
 * LGPD consent (seed step 6): a new conversation that needs it waits in status lgpd with the question sent. '1'
 * stores the consent and the conversation goes on (the greeting follows at once); '2' closes with the completion
 * message. Both are kept in the contact's consent history (contact_consents) with the text and link shown. Anything
 * else repeats the question, at most maxUseBotQueues times, after which the ticket waits for a person without the bot.
 */
export const lgpdStep: Step = async (c) => {
  if (c.ticket.status !== 'lgpd') {
    if (!mustAsk(c)) return false;
    await c.change({ status: 'lgpd', lgpdSentAt: c.now, amountUsedBotQueues: 0 }, [{ type: 'chatBot' }], {
      say: [question(c)],
    });
    return true;
  }
  const answer = c.message.body.trim();
  if (answer === '1') {
    const changed = await c.change({ status: 'pending', amountUsedBotQueues: 0 });
    await c.db.transaction(async (tx) => {
      await engineRepository.acceptLgpd(tx, c.ticket.companyId, c.contact.id, c.now);
      await recordConsent(tx, c, 'accepted', c.settings.lgpdMessage);
    });
    // Not handled: the conversation continues with this same message (greeting and menu).
    return !changed;
  }
  if (answer === '2') {
    await c.close();
    await recordConsent(c.db, c, 'refused', c.settings.lgpdMessage);
    return true;
  }
  const attempts = c.ticket.amountUsedBotQueues + 1;
  const bound = c.connection.maxUseBotQueues;
  if (bound > 0 && attempts >= bound) {
    await c.change(
      { status: 'pending', botStartedAt: c.now, isBot: false, amountUsedBotQueues: attempts },
      [{ type: 'pending' }],
      { say: [BOT_TEXTS.handOff] },
    );
    return true;
  }
  await c.change({ amountUsedBotQueues: attempts, lgpdSentAt: c.now }, [{ type: 'chatBot' }], {
    say: [botParagraphs(BOT_TEXTS.invalidOption, question(c))],
  });
  return true;
};
