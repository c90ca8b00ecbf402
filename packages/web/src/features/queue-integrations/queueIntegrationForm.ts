import { z } from 'zod';
import {
  TYPEBOT_DEFAULT_DELAY_MS,
  TYPEBOT_DEFAULT_EXPIRES_MIN,
  queueIntegrationFormSchema,
  type QueueIntegrationType,
  type QueueIntegrationView,
} from '@guiche/shared';

export type QueueIntegrationFormValues = z.input<typeof queueIntegrationFormSchema>;

/** The dialog's fields per type (spec 3 §2): Dialogflow's agent, a URL for n8n and webhooks, Typebot's settings. */
export const FIELDS_BY_TYPE: Record<QueueIntegrationType, readonly (keyof QueueIntegrationFormValues)[]> = {
  dialogflow: ['name', 'language', 'projectName', 'jsonContent'],
  n8n: ['name', 'urlN8N'],
  webhook: ['name', 'urlN8N'],
  typebot: [
    'name',
    'urlN8N',
    'typebotSlug',
    'typebotExpires',
    'typebotDelayMessage',
    'typebotKeywordFinish',
    'typebotKeywordRestart',
    'typebotUnknownMessage',
    'typebotRestartMessage',
  ],
};

/** The form for an integration, or for a new one of `type`. The stored credentials never come back: blank keeps them. */
export function queueIntegrationValuesOf(integration: QueueIntegrationView | null): QueueIntegrationFormValues {
  return {
    type: integration?.type ?? 'dialogflow',
    name: integration?.name ?? '',
    projectName: integration?.projectName ?? '',
    jsonContent: '',
    // Integrations of other types answer "" for no language: a switch to Dialogflow starts on the default.
    language: (integration?.language || 'pt-BR') as QueueIntegrationFormValues['language'],
    urlN8N: integration?.urlN8N ?? '',
    typebotSlug: integration?.typebotSlug ?? '',
    typebotExpires: integration?.typebotExpires ?? TYPEBOT_DEFAULT_EXPIRES_MIN,
    typebotDelayMessage: integration?.typebotDelayMessage ?? TYPEBOT_DEFAULT_DELAY_MS,
    typebotKeywordFinish: integration?.typebotKeywordFinish ?? '',
    typebotKeywordRestart: integration?.typebotKeywordRestart ?? '',
    typebotUnknownMessage: integration?.typebotUnknownMessage ?? '',
    typebotRestartMessage: integration?.typebotRestartMessage ?? '',
  };
}

/**
 * What goes to the server: the fields of the chosen type (the others blank, so a type changed in the dialog leaves
 * nothing behind). An edited Dialogflow integration needs no JSON again: the stored one stays.
 */
export function queueIntegrationPayload(values: QueueIntegrationFormValues): QueueIntegrationFormValues {
  const kept = new Set(FIELDS_BY_TYPE[values.type]);
  const payload: QueueIntegrationFormValues = { type: values.type, name: values.name };
  for (const [key, value] of Object.entries(values) as [keyof QueueIntegrationFormValues, unknown][]) {
    if (kept.has(key) && value !== '' && value !== null && value !== undefined)
      Object.assign(payload, { [key]: value });
  }
  return payload;
}

/** The client check: the shared rules, except that an edit may leave the service-account JSON blank. */
export const queueIntegrationDialogSchema = (editing: boolean) =>
  z.custom<QueueIntegrationFormValues>().superRefine((values, ctx) => {
    const parsed = queueIntegrationFormSchema.safeParse(queueIntegrationPayload(values));
    if (parsed.success) {
      if (!editing && values.type === 'dialogflow' && !values.jsonContent)
        ctx.addIssue({ code: 'custom', path: ['jsonContent'], message: 'validation.required' });
      return;
    }
    for (const issue of parsed.error.issues)
      ctx.addIssue({ code: 'custom', path: issue.path.map(String), message: issue.message });
  });
