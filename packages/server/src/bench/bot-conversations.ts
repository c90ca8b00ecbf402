/**
 * The conversation engine under the inbound benchmark's load: a Cloud API connection with a greeting and three
 * queues, each with a three-level chatbot tree, and contacts who walk it, so that every message they send goes
 * through the engine and is answered by the bot. Measures how long after a contact's message the bot's first answer
 * reached the channel adapter's send.
 */
import { eq } from 'drizzle-orm';
import type { App } from '../app.js';
import type { Db } from '../db/database.js';
import { whatsapps } from '../db/schema/index.js';
import { insertEngineQueues, type QueueSpec, type TreeNode } from '../modules/conversation-engine/engine-test-kit.js';
import type { OutboundService } from '../modules/messages/outbound.service.js';
import { watchSends } from './send-watch.js';

const QUEUES = ['Vendas', 'Financeiro', 'Suporte'];

/** Three levels under each queue: 3 subjects → 2 topics each → 2 answers each (the answers are leaves). */
function tree(queue: string): TreeNode[] {
  const node = (path: string, options?: TreeNode[]): TreeNode => ({
    name: `${queue} ${path}`,
    greetingMessage: `Sobre ${queue} ${path}, escolha:`,
    ...(options ? { options } : {}),
  });
  return [1, 2, 3].map((a) =>
    node(
      `${a}`,
      [1, 2].map((b) =>
        node(
          `${a}.${b}`,
          [1, 2].map((c) => node(`${a}.${b}.${c}`)),
        ),
      ),
    ),
  );
}

const QUEUE_SPECS: QueueSpec[] = QUEUES.map((name, index) => ({
  name,
  orderQueue: index + 1,
  greetingMessage: `Você está em ${name}, {{firstName}}.`,
  options: tree(name),
}));

/**
 * What contact `customer` says in its k-th message: hello (greeting and queue menu), then round after round of
 * a queue → a subject → a topic → '#' (back to the queue menu). Each of these gets exactly one bot message.
 */
function line(customer: number, k: number): string {
  if (k === 0) return 'Oi';
  return [String((customer % QUEUES.length) + 1), '1', '2', '#'][(k - 1) % 4] as string;
}

/** The texts of the load's messages in index order (message i comes from customer i mod customers). */
export function botScript(messages: number, customers: number): string[] {
  return Array.from({ length: messages }, (_, index) => line(index % customers, Math.floor(index / customers)));
}

export interface BotWatch {
  /** Waits until every contact message of the run has had its first bot answer sent (or `ms` passed). */
  settled(expected: number, ms?: number): Promise<void>;
  /**
   * Per contact message that got an answer: ms from its delivery's send to the answer's send call (`total`), and the
   * part of it the answer waited in the outbound queue, from its post (stored and queued) to the send call.
   */
  firstAnswerMs(sentAt: readonly number[]): { total: number[]; queued: number[] };
}

/**
 * Gives the connection its greeting, queues and trees, and starts watching the bot (the fake Graph API's reply window
 * must be open for the bench's contacts, who "wrote" from another process): every message the engine posts on a ticket
 * while it handles a contact message is that message's answer (the pipeline runs a chat's hooks one message at a
 * time, and the hook added here runs after the engine's).
 */
export async function configureBot(
  app: App,
  db: Db,
  target: { companyId: number; whatsappId: number },
): Promise<BotWatch> {
  await db
    .update(whatsapps)
    .set({ greetingMessage: '{{ms}}, {{firstName}}! Bem-vindo à Loja Bench. Escolha um setor:' })
    .where(eq(whatsapps.id, target.whatsappId));
  await insertEngineQueues(db, target.companyId, target.whatsappId, QUEUE_SPECS);

  const sentAt = watchSends(app.services.channels);
  const postedOn = new Map<number, string[]>();
  const postedAt = new Map<string, number>();
  const firstAnswer = new Map<string, string>();
  const outbound: OutboundService = app.services.outbound;
  const post = outbound.post.bind(outbound);
  outbound.post = async (ticket, userId, drafts, options) => {
    const rows = await post(ticket, userId, drafts, options);
    if (userId === null) {
      postedOn.set(ticket.id, [...(postedOn.get(ticket.id) ?? []), ...rows.map((row) => row.wid)]);
      for (const row of rows) postedAt.set(row.wid, performance.now());
    }
    return rows;
  };
  app.services.pipeline.addHook(async ({ ticketId, fromMe, message }) => {
    const posted = postedOn.get(ticketId);
    postedOn.delete(ticketId);
    if (!fromMe && posted?.[0]) firstAnswer.set(message.wid, posted[0]);
  });

  return {
    async settled(expected, ms = 120_000) {
      const deadline = Date.now() + ms;
      const answered = () => [...firstAnswer.values()].filter((wid) => sentAt.has(wid)).length;
      while (answered() < expected && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    },
    firstAnswerMs(loadSentAt) {
      const total: number[] = [];
      const queued: number[] = [];
      for (const [wid, answer] of firstAnswer) {
        const index = Number(wid.slice(wid.lastIndexOf('.') + 1));
        const left = sentAt.get(answer);
        const sent = loadSentAt[index];
        const posted = postedAt.get(answer);
        if (left === undefined || sent === undefined || posted === undefined) continue;
        total.push(performance.timeOrigin + left - sent);
        queued.push(left - posted);
      }
      return { total, queued };
    },
  };
}
