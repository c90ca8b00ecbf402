import { z } from 'zod';
import { nameField, optionalText, pageNumberField, searchParamField } from './common.js';
import { flag, optionalDateTime, optionalId, readAs, writeBody } from './liberal.js';

/** Spec 3 §4. */
export const CAMPAIGN_STATUSES = ['INATIVA', 'PROGRAMADA', 'EM_ANDAMENTO', 'CANCELADA', 'FINALIZADA'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

/**
 * A recipient's send: pending until settled as sent, failed (with a reason), invalid (no WhatsApp account), or,
 * in a confirmation campaign, awaiting_confirmation (the question went out; the reply sends the message).
 */
export const SHIPPING_STATUSES = ['pending', 'awaiting_confirmation', 'sent', 'failed', 'invalid'] as const;
export type ShippingStatus = (typeof SHIPPING_STATUSES)[number];

/** Spec 3 §2/§9: five message tabs. */
export const CAMPAIGN_VARIANTS = [1, 2, 3, 4, 5] as const;
export const CAMPAIGN_MESSAGE_MAX = 4096;

/** Spec 3 §4: a PROGRAMADA campaign is editable while its time is more than this far away. */
export const CAMPAIGN_EDIT_LEAD_MS = 60 * 60 * 1000;

/** Spec 3 §2 selects and §3/§9 defaults of the campaign settings. */
export const MESSAGE_INTERVAL_OPTIONS = [0, 5, 10, 15, 20] as const;
export const LONGER_INTERVAL_AFTER_OPTIONS = [0, 5, 10, 15, 20] as const;
export const GREATER_INTERVAL_OPTIONS = [0, 20, 30, 40, 50, 60] as const;
export const CAMPAIGN_SETTINGS_DEFAULTS = {
  messageInterval: 20,
  longerIntervalAfter: 20,
  greaterInterval: 60,
} as const;

const message = () => optionalText(CAMPAIGN_MESSAGE_MAX).transform((value) => (value?.trim() ? value : null));

/** A comma-joined list of connection ids (spec 3 §3), as the dialog's multi-select sends it (or one id, or a list). */
const whatsappIdField = () =>
  readAs(
    (value) =>
      value === '' || value === false
        ? null
        : typeof value === 'number'
          ? String(value)
          : Array.isArray(value)
            ? value.join(',')
            : value,
    z
      .string()
      .regex(/^\s*\d+(\s*,\s*\d+)*\s*$/, { message: 'validation.invalid' })
      .transform((value) => [...new Set(value.split(',').map((id) => Number(id.trim())))].join(','))
      .nullable(),
  ).optional();

/**
 * POST /campaigns and PUT /campaigns/{id} (spec 3 §3, §5: name 2 to 50; empty strings mean null). scheduledAt is
 * 'YYYY-MM-DD HH:mm:ss' (company time) as spec 3 §5 sends it, or an instant with its offset.
 */
export const campaignFormSchema = writeBody({
  name: nameField(2, 50),
  confirmation: flag().default(false),
  contactListId: optionalId(),
  tagListId: optionalId(),
  whatsappId: whatsappIdField(),
  scheduledAt: optionalDateTime(),
  message1: message(),
  message2: message(),
  message3: message(),
  message4: message(),
  message5: message(),
  confirmationMessage1: message(),
  confirmationMessage2: message(),
  confirmationMessage3: message(),
  confirmationMessage4: message(),
  confirmationMessage5: message(),
})
  .refine((form) => CAMPAIGN_VARIANTS.some((n) => form[`message${n}`]), {
    path: ['message1'],
    message: 'campaigns.validation.messageRequired',
  })
  .refine((form) => !form.confirmation || CAMPAIGN_VARIANTS.some((n) => form[`confirmationMessage${n}`]), {
    path: ['confirmationMessage1'],
    message: 'campaigns.validation.confirmationRequired',
  });
export type CampaignFormInput = z.infer<typeof campaignFormSchema>;

export const listCampaignsQuerySchema = z.object({ searchParam: searchParamField(), pageNumber: pageNumberField() });
export type ListCampaignsQuery = z.infer<typeof listCampaignsQuerySchema>;

/** Counts of the report (spec 3 §2 cards), computed on the server instead of shipping every row to the browser. */
export const campaignStatsSchema = z.object({
  /** Recipients the campaign has (or, before it starts, the list's numbers not known to be invalid). */
  valid: z.number().int(),
  delivered: z.number().int(),
  confirmationRequested: z.number().int(),
  confirmed: z.number().int(),
  failed: z.number().int(),
  invalid: z.number().int(),
  pending: z.number().int(),
});
export type CampaignStats = z.infer<typeof campaignStatsSchema>;

export const campaignViewSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  status: z.enum(CAMPAIGN_STATUSES),
  confirmation: z.boolean(),
  contactListId: z.number().int().nullable(),
  contactList: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  tagListId: z.number().int().nullable(),
  whatsappId: z.string().nullable(),
  /** The first connection (the list's column); `whatsappIds` has them all. */
  whatsapp: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  whatsapps: z.array(z.object({ id: z.number().int(), name: z.string() })),
  scheduledAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  message1: z.string().nullable(),
  message2: z.string().nullable(),
  message3: z.string().nullable(),
  message4: z.string().nullable(),
  message5: z.string().nullable(),
  confirmationMessage1: z.string().nullable(),
  confirmationMessage2: z.string().nullable(),
  confirmationMessage3: z.string().nullable(),
  confirmationMessage4: z.string().nullable(),
  confirmationMessage5: z.string().nullable(),
  mediaPath: z.string().nullable(),
  mediaName: z.string().nullable(),
  companyId: z.number().int(),
  stats: campaignStatsSchema,
  createdAt: z.string(),
});
export type CampaignView = z.infer<typeof campaignViewSchema>;

export interface CampaignListAnswer {
  records: CampaignView[];
  count: number;
  hasMore: boolean;
}

/** Spec 3 §4 (first reading): editable when INATIVA, or PROGRAMADA more than an hour ahead. */
export function isCampaignEditable(
  campaign: { status: CampaignStatus; scheduledAt: string | Date | null },
  now: Date,
): boolean {
  if (campaign.status === 'INATIVA') return true;
  if (campaign.status !== 'PROGRAMADA' || !campaign.scheduledAt) return false;
  return new Date(campaign.scheduledAt).getTime() - now.getTime() > CAMPAIGN_EDIT_LEAD_MS;
}

export const campaignVariableSchema = z.object({
  key: z.string().trim().min(1, { message: 'validation.required' }).max(50, { message: 'validation.tooLong' }),
  value: z.string().max(1000, { message: 'validation.tooLong' }),
});
export type CampaignVariable = z.infer<typeof campaignVariableSchema>;

const pick = <T extends readonly number[]>(options: T) =>
  z.coerce.number().refine((value) => options.includes(value), { message: 'validation.invalid' });

/** POST /campaign-settings: `{ settings: {...} }` as the seed client posts it. */
export const campaignSettingsFormSchema = writeBody({
  settings: z.object({
    messageInterval: pick(MESSAGE_INTERVAL_OPTIONS),
    longerIntervalAfter: pick(LONGER_INTERVAL_AFTER_OPTIONS),
    greaterInterval: pick(GREATER_INTERVAL_OPTIONS),
    variables: z.array(campaignVariableSchema).max(100),
  }),
});
export type CampaignSettingsValues = z.infer<typeof campaignSettingsFormSchema>['settings'];

const storedInterval = z.number().int().min(0).max(3600);

/**
 * The settings from their stored values (already JSON-decoded, by key), with the spec's defaults for what was never
 * saved or cannot be read: the server reads its rows and the web GET /campaign-settings through this one rule.
 */
export function campaignSettingsFrom(stored: ReadonlyMap<string, unknown>): CampaignSettingsValues {
  const interval = (key: keyof typeof CAMPAIGN_SETTINGS_DEFAULTS) => {
    const parsed = storedInterval.safeParse(stored.get(key));
    return parsed.success ? parsed.data : CAMPAIGN_SETTINGS_DEFAULTS[key];
  };
  const variables = z.array(campaignVariableSchema).safeParse(stored.get('variables'));
  return {
    messageInterval: interval('messageInterval'),
    longerIntervalAfter: interval('longerIntervalAfter'),
    greaterInterval: interval('greaterInterval'),
    variables: variables.success ? variables.data : [],
  };
}

/** GET /campaign-settings: key / JSON-encoded value pairs (spec 3 §3). */
export interface CampaignSettingRecord {
  key: keyof CampaignSettingsValues;
  value: string;
}
