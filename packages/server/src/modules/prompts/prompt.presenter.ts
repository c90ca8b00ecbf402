import { CREDENTIAL_MASK, type PromptView } from '@guiche/shared';
import type { PromptRecord } from './prompts.repository.js';

/** A sealed credential as the dialog shows it: its last four characters behind a mask, never the whole of it. */
export const maskedCredential = (plain: string) => `${CREDENTIAL_MASK}${plain.slice(-4)}`;

/**
 * Spec 3 §3 fields; the API and voice keys masked (`mask` opens them just to show their end). Optional texts answer
 * "" for none: spec clients' forms validate them as strings.
 */
export function presentPrompt(
  { prompt, queue }: PromptRecord,
  mask: { apiKey: string | null; voiceKey: string | null },
): PromptView {
  return {
    id: prompt.id,
    name: prompt.name,
    prompt: prompt.prompt,
    apiKey: mask.apiKey ?? '',
    apiBaseUrl: prompt.apiBaseUrl ?? '',
    model: prompt.model ?? '',
    queueId: prompt.queueId,
    queue,
    voice: prompt.voice,
    voiceKey: mask.voiceKey ?? '',
    voiceRegion: prompt.voiceRegion ?? '',
    maxTokens: prompt.maxTokens,
    temperature: prompt.temperature,
    maxMessages: prompt.maxMessages,
    lastError: prompt.lastError,
    createdAt: prompt.createdAt.toISOString(),
    updatedAt: prompt.updatedAt.toISOString(),
  };
}
