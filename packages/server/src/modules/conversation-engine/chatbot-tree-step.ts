import type { ChatbotRow } from '../queues/queues.repository.js';
import { childrenOf, enterQueue, invalidAnswer, leaveBot, queueMenu, treeLevel, waitingText } from './bot-menus.js';
import type { Conversation } from './conversation.js';
import { parseMenuAnswer } from './engine-texts.js';
import type { Step } from './step.js';

/**
 * The queue's option tree (seed step 12). The node the contact is on is the ticket's chatbotOptionId (null: the
 * queue's first level), so a restart resumes where the contact was. A number picks a child; '#' returns to the
 * main menu (the queue menu, or the queue's first level on a one-queue connection); '0'/'sair' leaves the bot.
 */
export const chatbotTreeStep: Step = async (c) => {
  const queueId = c.ticket.queueId;
  if (!c.ticket.isBot || queueId === null) return false;
  const current = c.ticket.chatbotOptionId;
  const { rows, children } = await childrenOf(c, queueId, current);
  const answer = parseMenuAnswer(c.message.body);
  if (answer.kind === 'mainMenu') return mainMenu(c).then(() => true);
  if (answer.kind === 'leave') return leaveBot(c).then(() => true);
  const chosen = answer.kind === 'number' ? children[answer.value - 1] : undefined;
  if (chosen) return choose(c, chosen, rows).then(() => true);
  const node = rows.find((row) => row.id === current);
  const intro = node ? node.greetingMessage : (await c.queue(queueId))?.greetingMessage;
  await invalidAnswer(c, treeLevel(intro ?? null, children));
  return true;
};

async function mainMenu(c: Conversation): Promise<void> {
  const queues = await c.queues();
  if (queues.length > 1) {
    const reset = { queueId: null, chatbotOptionId: null, amountUsedBotQueues: 0, botAttemptsSince: c.now };
    await c.change(reset, [{ type: 'chatBot' }], { say: [queueMenu(queues)] });
    return;
  }
  const queue = c.ticket.queueId === null ? undefined : await c.queue(c.ticket.queueId);
  if (queue) await enterQueue(c, queue);
}

/** The contact picked `node`: what it does depends on its type (closeTicket first: it ends the conversation). */
async function choose(c: Conversation, node: ChatbotRow, rows: readonly ChatbotRow[]): Promise<void> {
  const queueId = c.ticket.queueId;
  const log = [{ type: 'chatBot' as const, queueId }];
  if (node.closeTicket) {
    await c.say([node.greetingMessage]);
    return c.close();
  }
  if (node.queueType === 'queue' && node.optQueueId !== null) {
    const target = await c.queue(node.optQueueId);
    if (target) return enterQueue(c, target, [node.greetingMessage ?? undefined]);
  }
  if (node.queueType === 'attendent' && node.optUserId !== null) {
    const assign = { userId: node.optUserId, status: 'open' as const, isBot: false, chatbotOptionId: null };
    await c.change(assign, [{ type: 'open', userId: node.optUserId, queueId }], { say: [node.greetingMessage] });
    return;
  }
  if (node.queueType === 'integration' && node.optIntegrationId !== null && c.handOff) {
    await c.say([node.greetingMessage]);
    if (!(await c.handOff.start(c, { integrationId: node.optIntegrationId })))
      await c.change({ isBot: false, chatbotOptionId: null }, log);
    return;
  }
  const grandchildren =
    node.queueType === 'text'
      ? rows.filter((row) => row.parentId === node.id).sort((a, b) => a.position - b.position || a.id - b.id)
      : [];
  if (grandchildren.length > 0) {
    await c.change({ chatbotOptionId: node.id, amountUsedBotQueues: 0, botAttemptsSince: c.now }, log, {
      say: [treeLevel(node.greetingMessage, grandchildren)],
    });
    return;
  }
  // A text leaf, a file list (its files after the node's message), or a target that is gone: the bot is done, so the
  // contact is told a person takes over (the menu's '#' and '0' no longer answer, and silence reads as broken).
  const files = node.queueType === 'file' ? node.optFileId : null;
  const waiting = await waitingText(c);
  const say = files === null ? [node.greetingMessage, waiting] : [node.greetingMessage];
  if (!(await c.change({ isBot: false, chatbotOptionId: null }, log, { say }))) return;
  if (files === null) return;
  await c.handOff?.sendFileList(c, files);
  await c.say([waiting]);
}
