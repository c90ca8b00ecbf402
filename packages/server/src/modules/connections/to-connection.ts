import type { Connection } from '@guiche/shared';
import type { QueueRef } from '../users/users.repository.js';
import type { ConnectionRow } from './connections.repository.js';

/**
 * The API shape of a connection. Provider credentials never leave the server; the API token only when asked ("" when
 * not). Optional texts answer "" for none: spec clients' forms validate them as strings.
 */
export function toConnection(row: ConnectionRow, queues: QueueRef[], options: { withToken: boolean }): Connection {
  return {
    id: row.id,
    companyId: row.companyId,
    name: row.name,
    channel: row.channel,
    number: row.number,
    status: row.status,
    qrcode: row.qrcode,
    retries: row.retries,
    isDefault: row.isDefault,
    token: options.withToken ? (row.token ?? '') : '',
    greetingMessage: row.greetingMessage ?? '',
    complationMessage: row.complationMessage ?? '',
    outOfHoursMessage: row.outOfHoursMessage ?? '',
    ratingMessage: row.ratingMessage ?? '',
    allowGroup: row.allowGroup,
    groupAsTicket: row.groupAsTicket,
    maxUseBotQueues: row.maxUseBotQueues,
    timeUseBotQueues: row.timeUseBotQueues,
    expiresTicket: row.expiresTicket,
    whenExpiresTicket: row.whenExpiresTicket,
    expiresInactiveMessage: row.expiresInactiveMessage ?? '',
    timeInactiveMessage: row.timeInactiveMessage,
    inactiveMessage: row.inactiveMessage ?? '',
    maxUseBotQueuesNPS: row.maxUseBotQueuesNPS,
    expiresTicketNPS: row.expiresTicketNPS,
    timeCreateNewTicket: row.timeCreateNewTicket,
    timeSendQueue: row.timeSendQueue,
    sendIdQueue: row.sendIdQueue,
    integrationId: row.integrationId,
    promptId: row.promptId,
    wavoip: row.wavoip ?? '',
    provider: row.provider,
    greetingMediaAttachment: row.greetingMediaAttachment,
    schedules: row.schedules,
    importOldMessages: row.importOldMessages?.toISOString() ?? null,
    importRecentMessages: row.importRecentMessages?.toISOString() ?? null,
    importOldMessagesGroups: row.importOldMessagesGroups,
    closedTicketsPostImported: row.closedTicketsPostImported,
    statusImportMessages: row.statusImportMessages,
    queues,
    updatedAt: row.updatedAt.toISOString(),
  };
}
