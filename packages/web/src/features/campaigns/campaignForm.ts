import { z } from 'zod';
import { CAMPAIGN_VARIANTS, campaignFormSchema, type CampaignView } from '@guiche/shared';
import { localInputToIso, toDateTimeLocal } from '../schedules/scheduleFormat';

export type Variant = (typeof CAMPAIGN_VARIANTS)[number];
export type MessageField = `message${Variant}`;
export type ConfirmationField = `confirmationMessage${Variant}`;

const texts = <K extends string>(prefix: K) =>
  Object.fromEntries(CAMPAIGN_VARIANTS.map((n) => [`${prefix}${n}`, z.string()])) as Record<
    `${K}${Variant}`,
    z.ZodString
  >;

/** '' in a select is the spec's 'Nenhuma'. */
const optionalId = () => z.union([z.number().int(), z.literal('')]);

/**
 * The campaign dialog's fields as the inputs hold them: the selects' '' for none, the connections as a multi-select's
 * ids, the time as a datetime-local value.
 */
const dialogFieldsSchema = z.object({
  name: z.string(),
  confirmation: z.boolean(),
  contactListId: optionalId(),
  tagListId: optionalId(),
  whatsappIds: z.array(z.number().int()),
  scheduledAt: z
    .string()
    .refine((value) => value === '' || localInputToIso(value) !== null, { message: 'validation.invalidDate' }),
  ...texts('message'),
  ...texts('confirmationMessage'),
});
type DialogFields = z.output<typeof dialogFieldsSchema>;

/**
 * The body POST/PUT /campaigns take (spec 3 §3, §5): whatsappId comma-joined, empty strings sent as null, and the
 * time as the instant typed, with the browser's offset. Spec 3 §5 sends 'YYYY-MM-DD HH:mm:ss', which the server reads
 * in the company's zone; a browser in another zone would then start the campaign hours off, so the offset goes too.
 */
export function campaignPayload(values: DialogFields): z.input<typeof campaignFormSchema> {
  const payload: Record<string, unknown> = {
    name: values.name,
    confirmation: values.confirmation,
    contactListId: values.contactListId === '' ? null : values.contactListId,
    // One source of recipients: a chosen list wins (the server keeps only the list).
    tagListId: values.tagListId === '' || values.contactListId !== '' ? null : values.tagListId,
    whatsappId: values.whatsappIds.length > 0 ? values.whatsappIds.join(',') : null,
    scheduledAt: values.scheduledAt === '' ? null : localInputToIso(values.scheduledAt),
  };
  for (const n of CAMPAIGN_VARIANTS) {
    payload[`message${n}`] = values[`message${n}`].trim() ? values[`message${n}`] : null;
    // Confirmation texts are kept only for a confirmation campaign.
    payload[`confirmationMessage${n}`] =
      values.confirmation && values[`confirmationMessage${n}`].trim() ? values[`confirmationMessage${n}`] : null;
  }
  return payload as z.input<typeof campaignFormSchema>;
}

/**
 * The dialog's schema: the shared campaign rules (name 2 to 50, a message, a confirmation message when confirming) on
 * the payload, whose keys are the fields', plus what the server checks of a scheduled campaign: a connection and a
 * list or tag to send to.
 */
export const campaignDialogSchema = dialogFieldsSchema
  .superRefine((values, context) => {
    if (values.scheduledAt === '') return;
    if (values.whatsappIds.length === 0)
      context.addIssue({ code: 'custom', path: ['whatsappIds'], message: 'campaigns.validation.connectionRequired' });
    if (values.contactListId === '' && values.tagListId === '')
      context.addIssue({ code: 'custom', path: ['contactListId'], message: 'campaigns.validation.recipientsRequired' });
  })
  .transform(campaignPayload)
  .pipe(campaignFormSchema);
export type CampaignDialogValues = z.input<typeof campaignDialogSchema>;
export type CampaignDialogOutput = z.output<typeof campaignDialogSchema>;
export type CampaignDialogField = keyof CampaignDialogValues;

const emptyTexts = (prefix: 'message' | 'confirmationMessage') =>
  Object.fromEntries(CAMPAIGN_VARIANTS.map((n) => [`${prefix}${n}`, ''])) as Record<
    MessageField | ConfirmationField,
    string
  >;

export const NEW_CAMPAIGN_VALUES: CampaignDialogValues = {
  name: '',
  confirmation: false,
  contactListId: '',
  tagListId: '',
  whatsappIds: [],
  scheduledAt: '',
  ...emptyTexts('message'),
  ...emptyTexts('confirmationMessage'),
};

/** The dialog's fields for a saved campaign. */
export function campaignValuesOf(campaign: CampaignView): CampaignDialogValues {
  const values: CampaignDialogValues = {
    ...NEW_CAMPAIGN_VALUES,
    name: campaign.name,
    confirmation: campaign.confirmation,
    contactListId: campaign.contactListId ?? '',
    tagListId: campaign.tagListId ?? '',
    whatsappIds: (campaign.whatsappId ?? '')
      .split(',')
      .flatMap((id) => (/^\d+$/.test(id.trim()) ? [Number(id.trim())] : [])),
    scheduledAt: campaign.scheduledAt ? toDateTimeLocal(new Date(campaign.scheduledAt)) : '',
  };
  for (const n of CAMPAIGN_VARIANTS) {
    values[`message${n}`] = campaign[`message${n}`] ?? '';
    values[`confirmationMessage${n}`] = campaign[`confirmationMessage${n}`] ?? '';
  }
  return values;
}

/** The dialog field a server issue belongs to (the API names the connections `whatsappId`), or null for none. */
export function dialogFieldOf(path: string): CampaignDialogField | null {
  if (path === 'whatsappId') return 'whatsappIds';
  return Object.hasOwn(NEW_CAMPAIGN_VALUES, path) ? (path as CampaignDialogField) : null;
}

/** The first message tab holding an issue, so a failed save shows the tab at fault. */
export function firstVariantWithError(
  errors: Partial<Record<string, unknown>>,
  prefix: 'message' | 'confirmationMessage',
): Variant | null {
  return CAMPAIGN_VARIANTS.find((n) => errors[`${prefix}${n}`] !== undefined) ?? null;
}
