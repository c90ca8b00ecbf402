import { z } from 'zod';
import { PROMPT_DEFAULTS, promptFormSchema, type PromptView } from '@guiche/shared';

/** The dialog's values: the shared input, with the queue select empty ('') until one is chosen. */
export type PromptFormValues = Omit<z.input<typeof promptFormSchema>, 'queueId'> & { queueId: number | '' };

/** The form for a prompt, or for a new one with the spec's defaults. Stored keys never come back: blank keeps them. */
export function promptValuesOf(prompt: PromptView | null): PromptFormValues {
  return {
    name: prompt?.name ?? '',
    prompt: prompt?.prompt ?? '',
    apiKey: '',
    apiBaseUrl: prompt?.apiBaseUrl ?? '',
    model: prompt?.model ?? '',
    queueId: prompt?.queueId ?? '',
    voice: prompt?.voice ?? PROMPT_DEFAULTS.voice,
    voiceKey: '',
    voiceRegion: prompt?.voiceRegion ?? '',
    maxTokens: prompt?.maxTokens ?? PROMPT_DEFAULTS.maxTokens,
    temperature: prompt?.temperature ?? PROMPT_DEFAULTS.temperature,
    maxMessages: prompt?.maxMessages ?? PROMPT_DEFAULTS.maxMessages,
  };
}

/** What goes to the server: a blank API or voice key is left out, so the stored one stays (spec: shown masked). */
export function promptPayload(
  values: PromptFormValues,
): Omit<z.input<typeof promptFormSchema>, 'queueId'> & { queueId?: number } {
  const { apiKey, voiceKey, queueId, ...rest } = values;
  return {
    ...rest,
    ...(queueId === '' ? {} : { queueId }),
    ...(apiKey ? { apiKey } : {}),
    ...(voiceKey ? { voiceKey } : {}),
  };
}

/** The client check: the shared rules applied to the payload, so 'Informe o setor' shows on the queue select. */
export const promptDialogSchema = z.custom<PromptFormValues>().superRefine((values, ctx) => {
  const parsed = promptFormSchema.safeParse(promptPayload(values));
  if (parsed.success) return;
  for (const issue of parsed.error.issues)
    ctx.addIssue({ code: 'custom', path: issue.path.map(String), message: issue.message });
});
