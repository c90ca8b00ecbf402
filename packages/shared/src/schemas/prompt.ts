import { z } from 'zod';
import { idField, nameField, optionalText } from './common.js';

/** Spec 3 §9: prompt defaults. */
export const PROMPT_DEFAULTS = { maxTokens: 100, temperature: 1, maxMessages: 10, voice: 'texto' } as const;
/** voice 'texto': answers go out as text only; any other value names an Azure neural voice. */
export const PROMPT_TEXT_VOICE = 'texto';
/** Spec 3 §2: the voice select (texto, then Brazilian neural voices). */
export const PROMPT_VOICES = [PROMPT_TEXT_VOICE, 'pt-BR-FranciscaNeural', 'pt-BR-AntonioNeural', 'pt-BR-BrendaNeural', 'pt-BR-DonatoNeural', 'pt-BR-ElzaNeural', 'pt-BR-FabioNeural'] as const;

/**
 * POST /prompt and PUT /prompt/{id}. apiKey and voiceKey are credentials: sealed at rest and shown masked; on PUT,
 * an absent or empty value keeps the stored one. apiBaseUrl (this implementation) points the OpenAI-compatible
 * client at a self-hosted or other provider; empty means the OpenAI API. Spec 3 §5: the queue is required.
 */
export const promptFormSchema = z
  .object({
    name: nameField(1, 100),
    prompt: z.string({ message: 'validation.required' }).trim().min(1, { message: 'validation.required' }).max(20_000, { message: 'validation.tooLong' }),
    apiKey: optionalText(500),
    apiBaseUrl: z
      .string()
      .trim()
      .max(500)
      .refine((value) => value === '' || /^https?:\/\/\S+$/i.test(value), { message: 'validation.invalidUrl' })
      .nullish(),
    model: optionalText(100),
    queueId: idField({ message: 'validation.queueRequired' }),
    voice: z.string().trim().max(100).nullish(),
    voiceKey: optionalText(500),
    voiceRegion: optionalText(100),
    maxTokens: z.coerce.number().int().min(1).max(4096).default(PROMPT_DEFAULTS.maxTokens),
    temperature: z.coerce.number().min(0).max(2).default(PROMPT_DEFAULTS.temperature),
    maxMessages: z.coerce.number().int().min(1).max(50).default(PROMPT_DEFAULTS.maxMessages),
  })
  .strict();
export type PromptFormInput = z.infer<typeof promptFormSchema>;

export const promptViewSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  prompt: z.string(),
  /** The key masked (its last four characters), or null when none is stored. */
  apiKey: z.string().nullable(),
  apiBaseUrl: z.string().nullable(),
  model: z.string().nullable(),
  queueId: z.number().int().nullable(),
  queue: z.object({ name: z.string() }).nullable(),
  voice: z.string(),
  voiceKey: z.string().nullable(),
  voiceRegion: z.string().nullable(),
  maxTokens: z.number().int(),
  temperature: z.number(),
  maxMessages: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PromptView = z.infer<typeof promptViewSchema>;

export interface PromptListAnswer {
  prompts: PromptView[];
  count: number;
  hasMore: boolean;
}
