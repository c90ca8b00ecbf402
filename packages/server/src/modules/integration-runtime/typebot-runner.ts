import { numberedOptions } from '@guiche/shared';
import { z } from 'zod';
import type { EgressGuard } from '../../net/egress-guard.js';
import type { QueueIntegrationRow } from '../queue-integrations/queue-integrations.repository.js';
import type { BotOutcome, BotReply } from './bot-outcome.js';
import { IntegrationFailure, postJson } from './http-call.js';
import type { IntegrationSessionRow } from './sessions.repository.js';

const MINUTE_MS = 60_000;

/** Slate rich text (Typebot's default bubble format), flattened: one line per block. */
const richTextSchema: z.ZodType<unknown> = z.lazy(() =>
  z.union([
    z.array(richTextSchema),
    z.object({ text: z.string().optional(), children: z.array(richTextSchema).optional() }).passthrough(),
  ]),
);
const bubbleSchema = z
  .object({
    type: z.string(),
    content: z
      .object({
        type: z.string().optional(),
        markdown: z.string().optional(),
        richText: richTextSchema.optional(),
        url: z.string().optional(),
        plainText: z.string().optional(),
      })
      .passthrough()
      .optional(),
  })
  .passthrough();
const chatAnswerSchema = z
  .object({
    sessionId: z.string().optional(),
    messages: z.array(bubbleSchema).default([]),
    input: z
      .object({
        type: z.string(),
        items: z.array(z.object({ content: z.string().optional() }).passthrough()).optional(),
      })
      .passthrough()
      .nullish(),
  })
  .passthrough();
type ChatAnswer = z.infer<typeof chatAnswerSchema>;

/** What the Typebot runner keeps between messages (the session row's externalId and state). */
export interface TypebotSession {
  sessionId: string;
  choices: string[];
}

export interface TypebotResult extends BotOutcome {
  /** The session to keep; undefined: the conversation with Typebot is over (ended, finished by keyword). */
  session: TypebotSession | undefined;
}

const same = (a: string, b: string | null) => b !== null && a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Typebot's public chat API (POST {url}/api/v1/typebots/{slug}/startChat, then {url}/api/v1/sessions/{id}/continueChat),
 * one session per ticket: typebotKeywordFinish ends it and hands the ticket to a person, typebotKeywordRestart starts
 * it over (with typebotRestartMessage), typebotExpires minutes without the contact writing start a fresh session
 * (0: never), an answer that is none of the offered choices gets typebotUnknownMessage and the choices again.
 * Choices become numbered text (channels here have no buttons); a number picks the choice.
 */
export async function runTypebot(
  egress: EgressGuard,
  integration: QueueIntegrationRow,
  stored: IntegrationSessionRow | undefined,
  text: string,
  now: Date,
  contact: { name: string; number: string | null },
): Promise<TypebotResult> {
  const base = (integration.urlN8N ?? '').replace(/\/$/, '');
  const delayMs = integration.typebotDelayMessage;
  if (same(text, integration.typebotKeywordFinish))
    return { messages: [], action: { type: 'handOff' }, session: undefined };
  const start = async (before: BotReply[]): Promise<TypebotResult> => {
    const answer = await call(
      egress,
      `${base}/api/v1/typebots/${encodeURIComponent(integration.typebotSlug ?? '')}/startChat`,
      {
        isStreamEnabled: false,
        textBubbleContentFormat: 'markdown',
        prefilledVariables: { name: contact.name, number: contact.number ?? '' },
      },
    );
    if (!answer.sessionId) throw new IntegrationFailure('Typebot started no session');
    return outcome(answer, answer.sessionId, before, delayMs);
  };
  if (same(text, integration.typebotKeywordRestart))
    return start(integration.typebotRestartMessage ? [{ body: integration.typebotRestartMessage }] : []);
  const expired =
    stored !== undefined &&
    integration.typebotExpires > 0 &&
    now.getTime() - stored.lastActivityAt.getTime() > integration.typebotExpires * MINUTE_MS;
  if (!stored?.externalId || expired) return start([]);
  const choices = stored.state.choices ?? [];
  const reply = choiceReply(text, choices);
  if (reply === undefined && integration.typebotUnknownMessage) {
    return {
      messages: [{ body: integration.typebotUnknownMessage }, { body: numberedOptions(choices) }],
      session: { sessionId: stored.externalId, choices },
      delayMs,
    };
  }
  const sessionId = stored.externalId;
  let answer: ChatAnswer;
  try {
    answer = await call(egress, `${base}/api/v1/sessions/${encodeURIComponent(sessionId)}/continueChat`, {
      message: { type: 'text', text: reply ?? text },
      textBubbleContentFormat: 'markdown',
    });
  } catch (error) {
    // Typebot forgot the session (it expired on its side): start over rather than fail the contact.
    if (error instanceof IntegrationFailure && error.message.startsWith('HTTP 404')) return start([]);
    throw error;
  }
  return outcome(answer, sessionId, [], delayMs);
}

/** The contact's answer to offered choices: the chosen item's text, the text itself when no choices are offered, or undefined when it is none of them. */
function choiceReply(text: string, choices: readonly string[]): string | undefined {
  if (choices.length === 0) return text;
  const picked = /^\s*(\d+)\s*$/.exec(text);
  if (picked) return choices[Number(picked[1]) - 1];
  return choices.find((choice) => same(text, choice));
}

async function call(egress: EgressGuard, url: string, body: unknown): Promise<ChatAnswer> {
  const parsed = chatAnswerSchema.safeParse(await postJson(egress, url, body));
  if (!parsed.success) throw new IntegrationFailure('Typebot answered an unknown shape');
  return parsed.data;
}

function outcome(answer: ChatAnswer, sessionId: string, before: BotReply[], delayMs: number): TypebotResult {
  const messages = [...before, ...answer.messages.flatMap(bubble)];
  const choices = (answer.input?.type === 'choice input' ? (answer.input.items ?? []) : [])
    .map((item) => item.content ?? '')
    .filter(Boolean);
  if (choices.length > 0) messages.push({ body: numberedOptions(choices) });
  // No input awaited: the flow is over, and a person takes the conversation from here.
  if (!answer.input) return { messages, delayMs, action: { type: 'handOff' }, session: undefined };
  return { messages, delayMs, session: { sessionId, choices } };
}

function bubble(message: z.infer<typeof bubbleSchema>): BotReply[] {
  const content = message.content ?? {};
  if (message.type === 'text') {
    const body = content.markdown ?? content.plainText ?? flatten(content.richText);
    return body.trim() ? [{ body }] : [];
  }
  if (message.type === 'image' && content.url) return [{ body: '', mediaUrl: content.url }];
  // Video, audio and embeds go out as their link: every channel shows one.
  return content.url ? [{ body: content.url }] : [];
}

function flatten(node: unknown): string {
  if (Array.isArray(node)) return node.map(flatten).join('\n');
  if (node && typeof node === 'object') {
    const { text, children } = node as { text?: string; children?: unknown[] };
    if (typeof text === 'string') return text;
    if (Array.isArray(children)) return children.map(flatten).join('');
  }
  return '';
}
