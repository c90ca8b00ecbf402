import type OpenAI from 'openai';
import { EgressRefused, type EgressGuard } from '../../net/egress-guard.js';
import type { BotOutcome } from './bot-outcome.js';
import { callFailure, IntegrationFailure, PROVIDER_TIMEOUT_MS } from './http-call.js';

/** The marker the model writes to hand the conversation to a person (docs/integrations.md); never sent to the contact. */
export const HAND_OFF_MARKER = '[[ATENDENTE]]';
/** The model when the prompt names none. */
export const DEFAULT_PROMPT_MODEL = 'gpt-4o-mini';
/** A prompt answers at most this many times on one ticket; then a person takes over (no bot runs unbounded). */
export const PROMPT_MAX_ANSWERS_PER_TICKET = 30;

const HAND_OFF_INSTRUCTION = `Quando o cliente pedir um atendente humano, ou quando você não souber ajudar, responda apenas com ${HAND_OFF_MARKER}.`;

export interface PromptSettings {
  prompt: string;
  apiKey: string;
  apiBaseUrl: string | null;
  model: string | null;
  maxTokens: number;
  temperature: number;
}

export interface PromptResult extends BotOutcome {
  usage: { totalTokens: number | undefined; latencyMs: number };
}

/**
 * One answer of an OpenAI-compatible chat-completions API (the official client; apiBaseUrl points it at a
 * self-hosted or other provider): the prompt as system message, then the ticket's recent messages.
 */
export async function runPrompt(
  egress: EgressGuard,
  settings: PromptSettings,
  history: readonly { fromMe: boolean; body: string }[],
  clock: () => number = Date.now,
): Promise<PromptResult> {
  // The client loads on the first prompt: most companies never configure one, and an idle server should not hold it.
  const { default: OpenAIClient } = await import('openai');
  const client = new OpenAIClient({
    apiKey: settings.apiKey,
    baseURL: settings.apiBaseUrl || undefined,
    timeout: PROVIDER_TIMEOUT_MS,
    maxRetries: 0,
    fetch: egress.fetch,
  });
  const started = clock();
  let completion: OpenAI.Chat.Completions.ChatCompletion;
  try {
    completion = await client.chat.completions.create({
      model: settings.model || DEFAULT_PROMPT_MODEL,
      max_tokens: settings.maxTokens,
      temperature: settings.temperature,
      messages: [
        { role: 'system', content: `${settings.prompt}\n\n${HAND_OFF_INSTRUCTION}` },
        ...history
          .filter((message) => message.body.trim())
          .map((message) => ({
            role: message.fromMe ? ('assistant' as const) : ('user' as const),
            content: message.body,
          })),
      ],
    });
  } catch (error) {
    // The client wraps what its fetch threw (a refusal of the egress guard, a timeout) as the error's cause.
    const cause = error instanceof Error ? error.cause : undefined;
    if (cause instanceof EgressRefused) throw callFailure(cause, settings.apiBaseUrl ?? '');
    if (error instanceof OpenAIClient.APIError)
      throw new IntegrationFailure(`HTTP ${error.status ?? 'error'}: ${error.message.slice(0, 200)}`);
    throw new IntegrationFailure(
      error instanceof Error ? error.message.slice(0, 200) : 'the AI provider did not answer',
    );
  }
  const usage = { totalTokens: completion.usage?.total_tokens, latencyMs: clock() - started };
  const content = completion.choices[0]?.message.content ?? '';
  const handOff = content.includes(HAND_OFF_MARKER);
  const body = content.split(HAND_OFF_MARKER).join('').trim();
  return { messages: body ? [{ body }] : [], action: handOff ? { type: 'handOff' } : undefined, usage };
}
