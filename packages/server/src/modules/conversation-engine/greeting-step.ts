import { botParagraphs } from '@guiche/shared';
import { enterQueue, greeting, queueMenu } from './bot-menus.js';
import { notStarted, type Step } from './step.js';

/**
 * A new conversation (seed step 10): without queues, the connection's greeting alone; with one queue, the ticket
 * joins it (the connection's greeting first only with sendGreetingMessageOneQueues); with several, the greeting and
 * the numbered queue menu, and the bot holds the ticket until the contact picks one. A connection with nothing to
 * say leaves the ticket untouched (no write for silent connections).
 */
export const greetingStep: Step = async (c) => {
  if (!notStarted(c)) return false;
  const queues = await c.queues();
  const [only] = queues;
  if (queues.length === 1 && only) {
    await enterQueue(c, only, [c.settings.sendGreetingMessageOneQueues ? greeting(c) : undefined]);
    return true;
  }
  if (queues.length === 0) {
    const hello = greeting(c);
    if (hello) await c.change({ botStartedAt: c.now }, [{ type: 'chatBot' }], { say: [hello] });
    return true;
  }
  await c.change(
    { botStartedAt: c.now, isBot: true, chatbotOptionId: null, amountUsedBotQueues: 0, botAttemptsSince: c.now },
    [{ type: 'chatBot' }],
    {
      say: [greeting(c, queueMenu(queues)) ?? botParagraphs(queueMenu(queues))],
    },
  );
  return true;
};
