import { z } from 'zod';
import { nameField, optionalText } from './common.js';
import { numberOr, readAs, requiredId, writeBody } from './liberal.js';

/** Spec 3 §9: prompt defaults. */
export const PROMPT_DEFAULTS = { maxTokens: 100, temperature: 1, maxMessages: 10, voice: 'texto' } as const;
/** voice 'texto': answers go out as text only; any other value names an Azure neural voice. */
export const PROMPT_TEXT_VOICE = 'texto';
/** Spec 3 §2: the voice select (texto, then Brazilian neural voices). */
export const PROMPT_VOICES = [
  PROMPT_TEXT_VOICE,
  'pt-BR-FranciscaNeural',
  'pt-BR-AntonioNeural',
  'pt-BR-BrendaNeural',
  'pt-BR-DonatoNeural',
  'pt-BR-ElzaNeural',
  'pt-BR-FabioNeural',
] as const;

/** What a stored credential is answered as: its last four characters behind this mask, never the whole of it. */
export const CREDENTIAL_MASK = '••••';

/** A credential field: a spec client echoing the masked value back on edit changes nothing (as a blank does). */
const credentialField = () =>
  readAs(
    (value) => (typeof value === 'string' && value.startsWith(CREDENTIAL_MASK) ? undefined : value),
    optionalText(500),
  ).optional();

/**
 * POST /prompt and PUT /prompt/{id}. apiKey and voiceKey are credentials: sealed at rest and shown masked; on PUT,
 * an absent or empty value keeps the stored one. apiBaseUrl (this implementation) points the OpenAI-compatible
 * client at a self-hosted or other provider; empty means the OpenAI API. Spec 3 §5: the queue is required.
 */
export const promptFormSchema = writeBody({
  name: nameField(1, 100),
  prompt: z
    .string({ message: 'validation.required' })
    .trim()
    .min(1, { message: 'validation.required' })
    .max(20_000, { message: 'validation.tooLong' }),
  apiKey: credentialField(),
  apiBaseUrl: z
    .string()
    .trim()
    .max(500)
    .refine((value) => value === '' || /^https?:\/\/\S+$/i.test(value), { message: 'validation.invalidUrl' })
    .nullish(),
  model: optionalText(100),
  queueId: requiredId({ message: 'validation.queueRequired' }),
  voice: z.string().trim().max(100).nullish(),
  voiceKey: credentialField(),
  voiceRegion: optionalText(100),
  maxTokens: numberOr(z.number().int().min(1).max(4096), PROMPT_DEFAULTS.maxTokens).default(PROMPT_DEFAULTS.maxTokens),
  temperature: numberOr(z.number().min(0).max(2), PROMPT_DEFAULTS.temperature).default(PROMPT_DEFAULTS.temperature),
  maxMessages: numberOr(z.number().int().min(1).max(50), PROMPT_DEFAULTS.maxMessages).default(
    PROMPT_DEFAULTS.maxMessages,
  ),
});
export type PromptFormInput = z.infer<typeof promptFormSchema>;

export const promptViewSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  prompt: z.string(),
  /** The key masked (its last four characters), or "" when none is stored; the optional texts below answer "" for none too (issue 34). */
  apiKey: z.string(),
  apiBaseUrl: z.string(),
  model: z.string(),
  queueId: z.number().int().nullable(),
  queue: z.object({ name: z.string() }).nullable(),
  voice: z.string(),
  voiceKey: z.string(),
  voiceRegion: z.string(),
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
