import { enterQueue, invalidAnswer, leaveBot, queueMenu } from './bot-menus.js';
import { parseMenuAnswer } from './engine-texts.js';
import type { Step } from './step.js';

/** The contact answers the queue menu: a number picks the queue, '#' shows the menu again, '0'/'sair' leaves. */
export const queueMenuStep: Step = async (c) => {
  if (!c.ticket.isBot || c.ticket.queueId !== null) return false;
  const queues = await c.queues();
  const answer = parseMenuAnswer(c.message.body);
  const chosen = answer.kind === 'number' ? queues[answer.value - 1] : undefined;
  if (chosen) await enterQueue(c, chosen);
  else if (answer.kind === 'leave') await leaveBot(c);
  else if (answer.kind === 'mainMenu') await c.say([queueMenu(queues)]);
  else await invalidAnswer(c, queueMenu(queues));
  return true;
};
