import { z } from 'zod';
import {
  DEFAULT_MAX_USE_BOT_QUEUES,
  DEFAULT_MAX_USE_BOT_QUEUES_NPS,
  DEFAULT_PROVIDER,
  DEFAULT_SERVICE_HOURS,
  updateConnectionSchema,
  type Connection,
  type CreateConnectionInput,
} from '@guiche/shared';
import { completeWeek, refineShiftOrder } from '../../components/serviceHours';
import { importWindowIssues, isoOfLocalInput, localInputOfIso } from './importWindow';

/**
 * The connection modal's form, validated by the shared field rules (spec 2 §5: name 2–50, token of 30 A-Z0-9)
 * plus the rules the server would answer with a refusal: a greeting once more than one queue is chosen
 * (ERR_WAPP_GREETING_REQUIRED) and the import window, and the hours editor's own (no end before its start). The
 * import dates are datetime-local values here, and an empty token (a connection read without one) leaves the stored
 * token alone.
 */
const fieldsSchema = updateConnectionSchema
  .required()
  .omit({ importOldMessages: true, importRecentMessages: true, token: true })
  .extend({
    token: updateConnectionSchema.shape.token.unwrap().or(z.literal('')),
    importEnabled: z.boolean(),
    importOldMessages: z.string(),
    importRecentMessages: z.string(),
  });

export function connectionFormSchema(now: () => Date = () => new Date()) {
  return fieldsSchema.superRefine((values, context) => {
    refineShiftOrder(values.schedules, context);
    if (new Set(values.queueIds).size > 1 && !values.greetingMessage?.trim()) {
      context.addIssue({ code: 'custom', path: ['greetingMessage'], message: 'validation.greetingRequired' });
    }
    if (!values.importEnabled) return;
    for (const issue of importWindowIssues(values.importOldMessages, values.importRecentMessages, now())) {
      context.addIssue({ code: 'custom', path: [issue.field], message: issue.message });
    }
  });
}

export type ConnectionFormInput = z.input<typeof fieldsSchema>;
export type ConnectionFormValues = z.output<typeof fieldsSchema>;
export type ConnectionFormField = keyof ConnectionFormInput;

/** The modal's tabs (spec 2 §2); schedules only when the company schedules by connection. */
export const CONNECTION_TABS = ['general', 'integrations', 'messages', 'chatbot', 'nps', 'schedules'] as const;
export type ConnectionTab = (typeof CONNECTION_TABS)[number];

const TAB_OF_FIELD: Record<ConnectionFormField, ConnectionTab> = {
  name: 'general',
  isDefault: 'general',
  allowGroup: 'general',
  groupAsTicket: 'general',
  queueIds: 'general',
  token: 'general',
  importEnabled: 'general',
  importOldMessages: 'general',
  importRecentMessages: 'general',
  importOldMessagesGroups: 'general',
  closedTicketsPostImported: 'general',
  integrationId: 'integrations',
  promptId: 'integrations',
  wavoip: 'integrations',
  provider: 'integrations',
  greetingMessage: 'messages',
  complationMessage: 'messages',
  outOfHoursMessage: 'messages',
  maxUseBotQueues: 'chatbot',
  timeUseBotQueues: 'chatbot',
  expiresTicket: 'chatbot',
  whenExpiresTicket: 'chatbot',
  expiresInactiveMessage: 'chatbot',
  timeInactiveMessage: 'chatbot',
  inactiveMessage: 'chatbot',
  timeCreateNewTicket: 'chatbot',
  sendIdQueue: 'chatbot',
  timeSendQueue: 'chatbot',
  ratingMessage: 'nps',
  maxUseBotQueuesNPS: 'nps',
  expiresTicketNPS: 'nps',
  schedules: 'schedules',
};

export function isConnectionFormField(name: string): name is ConnectionFormField {
  return Object.hasOwn(TAB_OF_FIELD, name);
}

/** The form field a server issue path names (`schedules.2.startTimeA` belongs to `schedules`), or null. */
export function connectionFieldOf(path: string): ConnectionFormField | null {
  const head = path.split('.')[0] ?? '';
  return isConnectionFormField(head) ? head : null;
}

/** The first tab, in tab order, holding one of the fields with an error. */
export function firstTabWithError(fields: readonly string[]): ConnectionTab | null {
  const tabs = new Set(fields.flatMap((field) => (isConnectionFormField(field) ? [TAB_OF_FIELD[field]] : [])));
  return CONNECTION_TABS.find((tab) => tabs.has(tab)) ?? null;
}

/**
 * The values a saved connection opens with, or a new connection's defaults (spec 2 §3, §9). A new connection has no
 * token yet: the server draws it on save.
 */
export function formValuesOf(connection: Connection | null): ConnectionFormInput {
  return {
    name: connection?.name ?? '',
    isDefault: connection?.isDefault ?? false,
    greetingMessage: connection?.greetingMessage ?? '',
    complationMessage: connection?.complationMessage ?? '',
    outOfHoursMessage: connection?.outOfHoursMessage ?? '',
    ratingMessage: connection?.ratingMessage ?? '',
    allowGroup: connection?.allowGroup ?? false,
    groupAsTicket: connection?.groupAsTicket ?? 'disabled',
    maxUseBotQueues: connection?.maxUseBotQueues ?? DEFAULT_MAX_USE_BOT_QUEUES,
    timeUseBotQueues: connection?.timeUseBotQueues ?? 0,
    expiresTicket: connection?.expiresTicket ?? 0,
    whenExpiresTicket: connection?.whenExpiresTicket === 1 ? 1 : 0,
    expiresInactiveMessage: connection?.expiresInactiveMessage ?? '',
    timeInactiveMessage: connection?.timeInactiveMessage ?? 0,
    inactiveMessage: connection?.inactiveMessage ?? '',
    maxUseBotQueuesNPS: connection?.maxUseBotQueuesNPS ?? DEFAULT_MAX_USE_BOT_QUEUES_NPS,
    expiresTicketNPS: connection?.expiresTicketNPS ?? 0,
    timeCreateNewTicket: connection?.timeCreateNewTicket ?? 0,
    timeSendQueue: connection?.timeSendQueue ?? 0,
    sendIdQueue: connection?.sendIdQueue ?? null,
    integrationId: connection?.integrationId ?? null,
    promptId: connection?.promptId ?? null,
    wavoip: connection?.wavoip ?? '',
    provider: connection?.provider ?? DEFAULT_PROVIDER,
    schedules: connection ? completeWeek(connection.schedules) : DEFAULT_SERVICE_HOURS,
    importEnabled: Boolean(connection?.importOldMessages),
    importOldMessages: localInputOfIso(connection?.importOldMessages),
    importRecentMessages: localInputOfIso(connection?.importRecentMessages),
    importOldMessagesGroups: connection?.importOldMessagesGroups ?? false,
    closedTicketsPostImported: connection?.closedTicketsPostImported ?? false,
    queueIds: connection?.queues.map((queue) => queue.id) ?? [],
    token: connection?.token ?? '',
  };
}

/** POST /whatsapp (with the channel added) and PUT /whatsapp/{id} take the same fields. */
export type ConnectionPayload = Omit<CreateConnectionInput, 'channel'>;

const textOrNull = (text: string | null) => (text?.trim() ? text : null);

export function connectionPayload(values: ConnectionFormValues): ConnectionPayload {
  const { importEnabled, importOldMessages, importRecentMessages, token, ...fields } = values;
  return {
    ...fields,
    greetingMessage: textOrNull(fields.greetingMessage),
    complationMessage: textOrNull(fields.complationMessage),
    outOfHoursMessage: textOrNull(fields.outOfHoursMessage),
    ratingMessage: textOrNull(fields.ratingMessage),
    expiresInactiveMessage: textOrNull(fields.expiresInactiveMessage),
    inactiveMessage: textOrNull(fields.inactiveMessage),
    wavoip: textOrNull(fields.wavoip),
    importOldMessages: importEnabled ? isoOfLocalInput(importOldMessages) : null,
    importRecentMessages: importEnabled ? isoOfLocalInput(importRecentMessages) : null,
    ...(token ? { token } : {}),
  };
}

/**
 * Spec 2 §4: saving a connected connection with a new import window needs the phone to sync again, so the
 * session is restarted for a new QR. True when the window is on and differs from the stored one.
 */
export function importNeedsNewQr(connection: Connection | null, payload: ConnectionPayload): boolean {
  if (!connection || connection.status !== 'CONNECTED' || !payload.importOldMessages) return false;
  const same = (stored: string | null, sent: string | null | undefined) =>
    (stored ? new Date(stored).toISOString() : null) === (sent ?? null);
  return (
    !same(connection.importOldMessages, payload.importOldMessages) ||
    !same(connection.importRecentMessages, payload.importRecentMessages)
  );
}
