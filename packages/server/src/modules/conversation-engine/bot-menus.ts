import { numberedOptions, botParagraphs, BOT_BACK_TO_MENU } from '@guiche/shared';
import type { ChatbotRow, QueueRow } from '../queues/queues.repository.js';
import { namesBot } from './bot-hand-off.js';
import type { BotMessage } from './bot-speech.js';
import type { Conversation } from './conversation.js';
import { engineRepository } from './engine.repository.js';
import { BOT_TEXTS } from './engine-texts.js';
import { queueHoursVerdict } from './service-hours-step.js';

const MINUTE_MS = 60_000;

/** The connection's greeting, with its attachment (image or video) as the greeting's media when there is one. */
export function greeting(c: Conversation, extra?: string): BotMessage | undefined {
  const body = botParagraphs(c.connection.greetingMessage, extra);
  const media = c.connection.greetingMediaAttachment;
  if (media) return { body, mediaUrl: media };
  return body || undefined;
}

/** The queue menu: the queues of the connection numbered by orderQueue. */
export const queueMenu = (queues: readonly QueueRow[]) => numberedOptions(queues.map((queue) => queue.name));

/** A level of a queue's option tree: the node's (or queue's) greeting, its numbered children, the way back. */
export const treeLevel = (intro: string | null, children: readonly ChatbotRow[]) =>
  botParagraphs(intro, numberedOptions(children.map((child) => child.name)), BOT_BACK_TO_MENU);

/** A node's children (first level: parent null), by position. */
export async function childrenOf(
  c: Conversation,
  queueId: number,
  parentId: number | null,
): Promise<{ rows: readonly ChatbotRow[]; children: ChatbotRow[] }> {
  const rows = await c.treeOf(queueId);
  const children = rows
    .filter((row) => row.parentId === parentId)
    .sort((a, b) => a.position - b.position || a.id - b.id);
  return { rows, children };
}

/**
 * The ticket enters `queue` (chosen from the menu, the connection's only queue, or a tree node of type queue): the
 * queue's greeting, then its option tree when it has one (the bot keeps the ticket), else the place in the queue
 * (sendQueuePosition) and the wait for a person; a queue marked closeTicket closes once greeted.
 */
export async function enterQueue(
  c: Conversation,
  queue: QueueRow,
  before: (BotMessage | undefined)[] = [],
): Promise<void> {
  const { children } = await childrenOf(c, queue.id, null);
  const hasTree = children.length > 0;
  const logs = [
    { type: 'queue' as const, queueId: queue.id },
    ...(hasTree ? [{ type: 'chatBot' as const, queueId: queue.id }] : []),
  ];
  const hours = queueHoursVerdict(c, queue);
  const patch = {
    queueId: queue.id,
    botStartedAt: c.ticket.botStartedAt ?? c.now,
    isBot: hasTree,
    chatbotOptionId: null,
    amountUsedBotQueues: 0,
    botAttemptsSince: c.now,
    ...hours.marks,
  };
  // A closed queue is entered to wait for a person: its out-of-hours message replaces its greeting.
  if (!hours.open) {
    await c.change({ ...patch, isBot: false }, logs, { say: [hours.message] });
    return;
  }
  if (hasTree) {
    await c.change(patch, logs, { say: [...before, treeLevel(queue.greetingMessage, children)] });
    return;
  }
  if (!(await c.change(patch, logs))) return;
  // The queue's file list follows its greeting; its integration or prompt then takes the conversation (no place
  // in the queue to tell: the bot answers first).
  const bot = { integrationId: queue.integrationId, promptId: queue.promptId };
  const botTakes = c.handOff !== undefined && namesBot(bot) && !queue.closeTicket;
  const position = c.settings.sendQueuePosition && !botTakes ? await queuePositionText(c, queue.id) : undefined;
  await c.say([...before, queue.greetingMessage, queue.closeTicket ? undefined : position]);
  if (queue.fileListId !== null) await c.handOff?.sendFileList(c, queue.fileListId);
  if (queue.closeTicket) await c.close();
  else if (botTakes) await c.handOff?.start(c, bot);
}

/** The contact's place in `queueId` (setting sendQueuePosition). */
async function queuePositionText(c: Conversation, queueId: number): Promise<string> {
  return BOT_TEXTS.queuePosition(await engineRepository.queuePosition(c.db, c.ticket.companyId, queueId, c.ticket.id));
}

/** What the contact hears when the bot hands them to a person: their place in the queue, or that one will come. */
export async function waitingText(c: Conversation): Promise<string> {
  const { queueId } = c.ticket;
  return c.settings.sendQueuePosition && queueId !== null ? queuePositionText(c, queueId) : BOT_TEXTS.handOff;
}

/**
 * An answer that is no option: the same choices again, until maxUseBotQueues invalid answers within
 * timeUseBotQueues minutes (0: no time limit); then the bot stops asking and the ticket waits for a person.
 */
export async function invalidAnswer(c: Conversation, choices: string): Promise<void> {
  const { timeUseBotQueues, maxUseBotQueues } = c.connection;
  const since = c.ticket.botAttemptsSince;
  const expired = !since || (timeUseBotQueues > 0 && c.now.getTime() - since.getTime() > timeUseBotQueues * MINUTE_MS);
  const attempts = expired ? 1 : c.ticket.amountUsedBotQueues + 1;
  const windowStart = expired ? c.now : since;
  const queueId = c.ticket.queueId;
  if (maxUseBotQueues > 0 && attempts >= maxUseBotQueues) {
    await c.change(
      { isBot: false, chatbotOptionId: null, amountUsedBotQueues: attempts, botAttemptsSince: windowStart },
      [{ type: 'chatBot', queueId }],
      { say: [BOT_TEXTS.handOff] },
    );
    return;
  }
  await c.change({ amountUsedBotQueues: attempts, botAttemptsSince: windowStart }, [{ type: 'chatBot', queueId }], {
    say: [botParagraphs(BOT_TEXTS.invalidOption, choices)],
  });
}

/** '0' or 'sair': the contact leaves the bot and waits for a person in the queue they are in (if any). */
export async function leaveBot(c: Conversation): Promise<void> {
  await c.change({ isBot: false, chatbotOptionId: null }, [{ type: 'chatBot', queueId: c.ticket.queueId }], {
    say: [BOT_TEXTS.handOff],
  });
}
