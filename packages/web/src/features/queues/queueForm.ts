import type { z } from 'zod';
import {
  DEFAULT_SERVICE_HOURS,
  QUEUE_COLORS,
  ROTATION_MINUTES,
  queueInputSchema,
  type Queue,
  type QueueInput,
} from '@guiche/shared';
import { completeWeek, refineShiftOrder } from '../../components/serviceHours';
import type { QueueWithOptions } from './queuesApi';

/**
 * The queue dialog's rules: the shared ones (spec 2 §5) and the hours editor's own (no end before its start). The
 * option tree is edited apart.
 */
export const queueFormSchema = queueInputSchema.superRefine((queue, context) =>
  refineShiftOrder(queue.schedules, context),
);

/** The queue dialog's own fields; the option tree is edited apart. */
export type QueueFormInput = Omit<z.input<typeof queueInputSchema>, 'chatbots'>;
export type QueueFormValues = Omit<z.output<typeof queueInputSchema>, 'chatbots'>;

export const QUEUE_FORM_FIELDS = [
  'name',
  'color',
  'greetingMessage',
  'outOfHoursMessage',
  'orderQueue',
  'ativarRoteador',
  'tempoRoteador',
  'integrationId',
  'fileListId',
  'promptId',
  'closeTicket',
  'schedules',
] as const satisfies readonly (keyof QueueFormInput)[];
export type QueueFormField = (typeof QUEUE_FORM_FIELDS)[number];

/** The form field a server issue path names (`schedules.2.startTimeA` belongs to `schedules`). */
export function queueFieldOf(path: string): QueueFormField | null {
  const head = path.split('.')[0];
  return QUEUE_FORM_FIELDS.find((field) => field === head) ?? null;
}

/** Colours held by the other queues of the company, each with the queue's name. */
export function takenColors(queues: readonly Queue[], editingId: number | null): Map<string, string> {
  return new Map(
    queues.filter((queue) => queue.id !== editingId).map((queue) => [queue.color.toUpperCase(), queue.name]),
  );
}

/** A new queue starts on the first palette colour no queue holds (the server refuses a repeated colour). */
export function firstFreeColor(taken: ReadonlyMap<string, string>): string {
  return QUEUE_COLORS.find((color) => !taken.has(color)) ?? '';
}

/** A stored rotation time as the form's select knows it: one of the options, or 0 (none chosen). */
function rotationOf(minutes: number): NonNullable<QueueFormInput['tempoRoteador']> {
  return ROTATION_MINUTES.find((option) => option === minutes) ?? 0;
}

export function formValuesOf(queue: QueueWithOptions | null, freeColor: string): QueueFormInput {
  return {
    name: queue?.name ?? '',
    color: queue?.color ?? freeColor,
    greetingMessage: queue?.greetingMessage ?? '',
    outOfHoursMessage: queue?.outOfHoursMessage ?? '',
    orderQueue: queue?.orderQueue ?? null,
    ativarRoteador: queue?.ativarRoteador ?? false,
    tempoRoteador: rotationOf(queue?.tempoRoteador ?? 0),
    integrationId: queue?.integrationId ?? null,
    fileListId: queue?.fileListId ?? null,
    promptId: queue?.promptId ?? null,
    closeTicket: queue?.closeTicket ?? false,
    schedules: queue ? completeWeek(queue.schedules) : DEFAULT_SERVICE_HOURS,
  };
}

/** POST /queue and PUT /queue/{id} take the same whole queue; `chatbots` replaces the tree. */
export function queuePayload(values: QueueFormValues, chatbots: QueueInput['chatbots']): QueueInput {
  return {
    ...values,
    greetingMessage: values.greetingMessage || null,
    outOfHoursMessage: values.outOfHoursMessage || null,
    chatbots,
  };
}
