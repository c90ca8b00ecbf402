import { z } from 'zod';
import { CONNECTION_CHANNELS, CONNECTION_STATUSES } from '../connections.js';
import { idList, idParam, nameField, optionalText } from './common.js';
import { flag, numberOr, onOff, optionalDateTime, optionalId, readAs, writeBody } from './liberal.js';
import { queueRefSchema } from './user.js';
import { serviceHoursListSchema, serviceHoursSchema } from './queue.js';

/** A count of minutes a form may hold as text; an empty field is 0. */
const minutes = () => numberOr(z.number().int().min(0).max(525_600), 0);
const botTurns = () => numberOr(z.number().int().min(0).max(100), 0);

/** Editable connection fields (spec 2 §3 "Connection (whatsapp)"), as the connection modal sends them. */
const connectionFields = {
  name: nameField(),
  isDefault: flag(),
  greetingMessage: optionalText(4000),
  complationMessage: optionalText(4000),
  outOfHoursMessage: optionalText(4000),
  ratingMessage: optionalText(4000),
  allowGroup: flag(),
  groupAsTicket: onOff(['enabled', 'disabled']),
  maxUseBotQueues: botTurns(),
  timeUseBotQueues: minutes(),
  expiresTicket: minutes(),
  whenExpiresTicket: numberOr(z.union([z.literal(0), z.literal(1)]), 0),
  expiresInactiveMessage: optionalText(4000),
  timeInactiveMessage: minutes(),
  inactiveMessage: optionalText(4000),
  maxUseBotQueuesNPS: botTurns(),
  expiresTicketNPS: minutes(),
  timeCreateNewTicket: minutes(),
  timeSendQueue: minutes(),
  sendIdQueue: optionalId(),
  integrationId: optionalId(),
  promptId: optionalId(),
  wavoip: optionalText(500),
  provider: z.string().max(30),
  schedules: serviceHoursListSchema,
  importOldMessages: optionalDateTime(),
  importRecentMessages: optionalDateTime(),
  importOldMessagesGroups: flag(),
  closedTicketsPostImported: flag(),
  queueIds: idList(),
  // An empty token field asks for none in particular (a new connection gets one).
  token: readAs(
    (value) => (value === '' || value === null ? undefined : value),
    z
      .string()
      .regex(/^[A-Z0-9]{30}$/, { message: 'validation.invalidToken' })
      .optional(),
  ),
};

/**
 * POST /whatsapp: a QR-paired WhatsApp session, a WhatsApp Cloud API number (its phone_number_id and access token),
 * or the simulator when the server offers it.
 */
export const createConnectionSchema = writeBody({
  ...connectionFields,
  channel: z.enum(['whatsapp', 'whatsappapi', 'simulator']).default('whatsapp'),
  providerAccountId: z.string().regex(/^\d{5,30}$/, { message: 'validation.invalidAccountId' }),
  accessToken: z
    .string()
    .trim()
    .min(10, { message: 'validation.tooShort' })
    .max(2000, { message: 'validation.tooLong' }),
})
  .partial({
    isDefault: true,
    greetingMessage: true,
    complationMessage: true,
    outOfHoursMessage: true,
    ratingMessage: true,
    allowGroup: true,
    groupAsTicket: true,
    maxUseBotQueues: true,
    timeUseBotQueues: true,
    expiresTicket: true,
    whenExpiresTicket: true,
    expiresInactiveMessage: true,
    timeInactiveMessage: true,
    inactiveMessage: true,
    maxUseBotQueuesNPS: true,
    expiresTicketNPS: true,
    timeCreateNewTicket: true,
    timeSendQueue: true,
    sendIdQueue: true,
    integrationId: true,
    promptId: true,
    wavoip: true,
    provider: true,
    schedules: true,
    importOldMessages: true,
    importRecentMessages: true,
    importOldMessagesGroups: true,
    closedTicketsPostImported: true,
    queueIds: true,
    token: true,
    providerAccountId: true,
    accessToken: true,
  })
  .superRefine((input, ctx) => {
    if (input.channel !== 'whatsappapi') return;
    if (!input.providerAccountId)
      ctx.addIssue({ code: 'custom', path: ['providerAccountId'], message: 'validation.required' });
    if (!input.accessToken) ctx.addIssue({ code: 'custom', path: ['accessToken'], message: 'validation.required' });
  });
export type CreateConnectionInput = z.infer<typeof createConnectionSchema>;

/** PUT /whatsapp/{id}: any subset. */
export const updateConnectionSchema = writeBody(connectionFields).partial();
export type UpdateConnectionInput = z.infer<typeof updateConnectionSchema>;

export const connectionSchema = z.object({
  id: z.number().int(),
  companyId: z.number().int(),
  name: z.string(),
  channel: z.enum(CONNECTION_CHANNELS),
  number: z.string().nullable(),
  status: z.enum(CONNECTION_STATUSES),
  qrcode: z.string().nullable(),
  retries: z.number().int(),
  isDefault: flag(),
  /** The API token; "" when none or not shown. This and the texts below answer "" for none (issue 34). */
  token: z.string(),
  greetingMessage: z.string(),
  complationMessage: z.string(),
  outOfHoursMessage: z.string(),
  ratingMessage: z.string(),
  allowGroup: z.boolean(),
  groupAsTicket: z.enum(['disabled', 'enabled']),
  maxUseBotQueues: z.number().int(),
  timeUseBotQueues: z.number().int(),
  expiresTicket: z.number().int(),
  whenExpiresTicket: z.number().int(),
  expiresInactiveMessage: z.string(),
  timeInactiveMessage: z.number().int(),
  inactiveMessage: z.string(),
  maxUseBotQueuesNPS: z.number().int(),
  expiresTicketNPS: z.number().int(),
  timeCreateNewTicket: z.number().int(),
  timeSendQueue: z.number().int(),
  sendIdQueue: z.number().int().nullable(),
  integrationId: z.number().int().nullable(),
  promptId: z.number().int().nullable(),
  wavoip: z.string(),
  provider: z.string(),
  /** A short-lived signed URL to the stored file (docs/architecture.md, Files), or null. */
  greetingMediaAttachment: z.string().nullable(),
  schedules: z.array(serviceHoursSchema),
  importOldMessages: z.string().nullable(),
  importRecentMessages: z.string().nullable(),
  importOldMessagesGroups: z.boolean(),
  closedTicketsPostImported: z.boolean(),
  statusImportMessages: z.string().nullable(),
  queues: z.array(queueRefSchema),
  updatedAt: z.string(),
});
export type Connection = z.infer<typeof connectionSchema>;

export const listConnectionsQuerySchema = z.object({
  companyId: idParam().optional(),
  /** The spec's `session=0` asks for the list without session details; both forms answer the same safe fields. */
  session: z.coerce.number().int().min(0).max(1).optional(),
});

/**
 * POST /facebook (spec 2 §7): the Facebook user and the user access token the Facebook login gave; every page the
 * user manages becomes a Facebook connection, or with `addInstagram` each page's Instagram professional account.
 */
export const connectFacebookSchema = writeBody({
  facebookUserId: z
    .string()
    .trim()
    .regex(/^\d{1,30}$/, { message: 'validation.invalidAccountId' }),
  facebookUserToken: z
    .string()
    .trim()
    .min(10, { message: 'validation.tooShort' })
    .max(2000, { message: 'validation.tooLong' }),
  addInstagram: flag().optional(),
});
export type ConnectFacebookInput = z.infer<typeof connectFacebookSchema>;
