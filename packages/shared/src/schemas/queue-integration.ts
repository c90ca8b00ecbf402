import { z } from 'zod';
import { nameField, optionalText, pageNumberField, searchParamField } from './common.js';
import { emptyAsNull, optionalNumber, readAs, writeBody } from './liberal.js';

/** Spec 3 §3: the four kinds of queue integration. */
export const QUEUE_INTEGRATION_TYPES = ['dialogflow', 'n8n', 'webhook', 'typebot'] as const;
export type QueueIntegrationType = (typeof QUEUE_INTEGRATION_TYPES)[number];

/** Spec 3 §2: the Dialogflow agent languages the dialog offers. */
export const DIALOGFLOW_LANGUAGES = ['pt-BR', 'en', 'es'] as const;

/** Spec 3 §9: Typebot defaults (milliseconds between bubbles, minutes of inactivity before a fresh session). */
export const TYPEBOT_DEFAULT_DELAY_MS = 1000;
export const TYPEBOT_DEFAULT_EXPIRES_MIN = 1;

const httpUrl = () =>
  z
    .string()
    .trim()
    .max(500, { message: 'validation.tooLong' })
    .refine((value) => /^https?:\/\/\S+$/i.test(value), { message: 'validation.invalidUrl' });

/**
 * POST /queueIntegration and PUT /queueIntegration/{id}. jsonContent (the Dialogflow service-account JSON) is a
 * credential: it is sealed at rest and never returned; on PUT, an absent or empty jsonContent keeps the stored one.
 * For n8n, webhook and typebot the server sets projectName to the name (spec 3 §5).
 */
export const queueIntegrationFormSchema = writeBody({
  type: z.enum(QUEUE_INTEGRATION_TYPES, { message: 'validation.required' }),
  name: nameField(2, 50),
  projectName: optionalText(200),
  jsonContent: optionalText(20_000),
  // A form without a language picked holds "".
  language: emptyAsNull(z.enum(DIALOGFLOW_LANGUAGES)),
  urlN8N: httpUrl().nullish().or(z.literal('')),
  typebotSlug: optionalText(200),
  typebotExpires: optionalNumber(z.number().int().min(0).max(10_080)),
  typebotDelayMessage: optionalNumber(z.number().int().min(0).max(60_000)),
  typebotKeywordFinish: optionalText(100),
  typebotKeywordRestart: optionalText(100),
  typebotRestartMessage: optionalText(4096),
  typebotUnknownMessage: optionalText(4096),
}).superRefine((input, ctx) => {
  if (input.type === 'dialogflow' && !input.projectName?.trim())
    ctx.addIssue({ code: 'custom', path: ['projectName'], message: 'validation.required' });
  if (input.type !== 'dialogflow' && !input.urlN8N)
    ctx.addIssue({ code: 'custom', path: ['urlN8N'], message: 'validation.required' });
  if (input.type === 'typebot' && !input.typebotSlug?.trim())
    ctx.addIssue({ code: 'custom', path: ['typebotSlug'], message: 'validation.required' });
});
export type QueueIntegrationFormInput = z.infer<typeof queueIntegrationFormSchema>;

/** POST /queueIntegration/testSession: a Dialogflow agent answers a greeting with these credentials. */
export const queueIntegrationTestSchema = writeBody({
  projectName: z.string().trim().min(1, { message: 'validation.required' }).max(200),
  jsonContent: z.string().min(1, { message: 'validation.required' }).max(20_000),
  language: readAs((value) => (value === '' ? undefined : value), z.enum(DIALOGFLOW_LANGUAGES).optional()).default(
    'pt-BR',
  ),
});
export type QueueIntegrationTestInput = z.infer<typeof queueIntegrationTestSchema>;

export const listQueueIntegrationsQuerySchema = z.object({
  searchParam: searchParamField(),
  pageNumber: pageNumberField(),
});
export type ListQueueIntegrationsQuery = z.infer<typeof listQueueIntegrationsQuerySchema>;

export const queueIntegrationViewSchema = z.object({
  id: z.number().int(),
  type: z.enum(QUEUE_INTEGRATION_TYPES),
  name: z.string(),
  /** This and the other optional texts answer "" for none: spec clients' forms validate them as strings (issue 34). */
  projectName: z.string(),
  /** Never the credential itself: whether one is stored. */
  hasJsonContent: z.boolean(),
  language: z.string(),
  urlN8N: z.string(),
  typebotSlug: z.string(),
  typebotExpires: z.number().int(),
  typebotDelayMessage: z.number().int(),
  typebotKeywordFinish: z.string(),
  typebotKeywordRestart: z.string(),
  typebotRestartMessage: z.string(),
  typebotUnknownMessage: z.string(),
  /** The last failure of the integration at run time (a short reason) and when; null once it answers again. */
  lastError: z.string().nullable(),
  lastErrorAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type QueueIntegrationView = z.infer<typeof queueIntegrationViewSchema>;

export interface QueueIntegrationListAnswer {
  queueIntegrations: QueueIntegrationView[];
  count: number;
  hasMore: boolean;
}
