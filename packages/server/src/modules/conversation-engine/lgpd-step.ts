import { botParagraphs } from '@guiche/shared';
import { engineRepository } from './engine.repository.js';
import { BOT_TEXTS } from './engine-texts.js';
import type { Conversation } from './conversation.js';
import { notStarted, type Step } from './step.js';

/** The consent question: the company's message, its link and the two options. */
const question = (c: Conversation) => botParagraphs(c.settings.lgpdMessage, c.settings.lgpdLink, BOT_TEXTS.lgpdOptions);

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
 * message; anything else repeats the question, at most maxUseBotQueues times, after which the ticket waits for a
 * person without the bot.
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
    await engineRepository.acceptLgpd(c.db, c.ticket.companyId, c.contact.id, c.now);
    // Not handled: the conversation continues with this same message (greeting and menu).
    return !(await c.change({ status: 'pending', amountUsedBotQueues: 0 }));
  }
  if (answer === '2') {
    await c.close();
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
