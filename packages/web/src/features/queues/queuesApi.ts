import { z } from 'zod';
import {
  CHATBOT_OPTION_TYPES,
  queueDeletionImpactSchema,
  queueSchema,
  type ChatbotOption,
  type Queue,
  type QueueDeletionImpact,
  type QueueInput,
  type QueueUpdate,
} from '@guiche/shared';
import { api } from '../../api/client';

/**
 * The option tree as the server answers it (GET /queue/{id}, POST, PUT): every node with its id and its nested
 * options. Shared exports only the input schema, whose rules (name length, required target) a stored tree need
 * not meet again, so the answer is read with this one.
 */
const savedOptionSchema: z.ZodType<ChatbotOption> = z.lazy(() =>
  z.object({
    id: z.number().int(),
    name: z.string(),
    greetingMessage: z.string().nullable(),
    queueType: z.enum(CHATBOT_OPTION_TYPES),
    optQueueId: z.number().int().nullable(),
    optUserId: z.number().int().nullable(),
    optIntegrationId: z.number().int().nullable(),
    optFileId: z.number().int().nullable(),
    closeTicket: z.boolean(),
    options: z.array(savedOptionSchema),
  }),
);

const queueWithOptionsSchema = queueSchema.extend({ chatbots: z.array(savedOptionSchema) });
export type QueueWithOptions = z.infer<typeof queueWithOptionsSchema>;

/** The queues calls of spec 2 §7. */
export const queuesKeys = {
  list: ['queues', 'list'] as const,
  detail: (id: number) => ['queues', 'detail', id] as const,
  deletion: (id: number) => ['queues', 'deletion', id] as const,
};

export function fetchQueues(): Promise<Queue[]> {
  return api.get('/queue', z.array(queueSchema));
}

export function fetchQueue(id: number): Promise<QueueWithOptions> {
  return api.get(`/queue/${id}`, queueWithOptionsSchema);
}

export function createQueue(input: QueueInput): Promise<QueueWithOptions> {
  return api.post('/queue', input, queueWithOptionsSchema);
}

/** Sending `chatbots` replaces the tree: options sent with their id are kept, without one inserted, others deleted. */
export function updateQueue(id: number, input: QueueUpdate): Promise<QueueWithOptions> {
  return api.put(`/queue/${id}`, input, queueWithOptionsSchema);
}

/** What deleting the queue takes with it (GET /queue/{id}/deletion). */
export function fetchQueueDeletion(id: number): Promise<QueueDeletionImpact> {
  return api.get(`/queue/${id}/deletion`, queueDeletionImpactSchema);
}

/** Deletes the queue; its active tickets go to `moveTicketsTo`, or on without a queue. */
export function deleteQueue(id: number, moveTicketsTo: number | null = null): Promise<void> {
  return api.delete(moveTicketsTo === null ? `/queue/${id}` : `/queue/${id}?moveTicketsTo=${moveTicketsTo}`);
}
