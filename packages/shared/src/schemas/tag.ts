import { z } from 'zod';
import { pageNumberField, queueIdsParam } from './common.js';
import { numberOr, optionalColor, optionalId, requiredId, writeBody } from './liberal.js';
import { QUEUE_COLORS } from './queue.js';
import { ticketViewSchema } from './ticket.js';

/**
 * POST /tags, PUT /tags/{id} (spec 3): name at least 3 characters ('Tag muito curta!' in the chat's tag picker). A tag
 * saved without a colour gets a random one (spec 3).
 */
export const tagFormSchema = writeBody({
  name: z
    .string({ message: 'validation.required' })
    .trim()
    .min(1, { message: 'validation.required' })
    .min(3, { message: 'validation.tagTooShort' })
    .max(60, { message: 'validation.tooLong' }),
  color: optionalColor(),
  kanban: numberOr(z.union([z.literal(0), z.literal(1)]), 0).default(0),
  userId: optionalId(),
});
export type TagFormInput = z.infer<typeof tagFormSchema>;

/** The queue palette's first row: strong colours a tag's white label reads on. */
const RANDOM_TAG_COLORS = QUEUE_COLORS.slice(0, 8);

/** The colour of a tag saved without one (spec 3: new tags get a random colour). */
export function randomTagColor(): string {
  return RANDOM_TAG_COLORS[Math.floor(Math.random() * RANDOM_TAG_COLORS.length)] ?? QUEUE_COLORS[0];
}

/** POST /tags/sync: the full tag set of a contact (and of its ticket when ticketId is given). */
export const syncTagsSchema = writeBody({
  contactId: optionalId(),
  ticketId: optionalId(),
  tags: z.array(z.object({ id: requiredId() })).max(100),
}).refine((value) => Boolean(value.contactId ?? value.ticketId), {
  message: 'validation.required',
  path: ['contactId'],
});
export type SyncTagsInput = z.infer<typeof syncTagsSchema>;

/** GET /tags/ (spec 3): paged by offset; kanban=1 lists kanban tags. */
export const listTagsQuerySchema = z.object({
  searchParam: z.string().trim().max(100).optional(),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(40),
  kanban: z.coerce.number().int().min(0).max(1).optional(),
});

export const tagViewSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  color: z.string(),
  kanban: z.number().int(),
  userId: z.number().int().nullable(),
  contactsCount: z.number().int(),
  ticketsCount: z.number().int(),
});
export type TagView = z.infer<typeof tagViewSchema>;

/** The ticket statuses a kanban board shows: the tickets being worked on (waiting or in service). */
export const KANBAN_TICKET_STATUSES = ['open', 'pending'] as const;

/** Tickets per page of GET /ticket/kanban; the board reads every page (up to KANBAN_MAX_PAGES) and virtualizes its lanes. */
export const KANBAN_PAGE_SIZE = 500;
export const KANBAN_MAX_PAGES = 10;

/**
 * GET /ticket/kanban (spec 3 §7): queueIds as a JSON list narrows the board to some of the caller's own queues
 * (spec 3 §6: only those are ever shown), 0 standing for the tickets without a queue the caller may see;
 * pageNumber pages newest activity first.
 */
export const kanbanQuerySchema = z.object({
  queueIds: queueIdsParam(),
  pageNumber: pageNumberField().pipe(z.number().max(KANBAN_MAX_PAGES)),
  /** Spec 3 §7 names a test parameter of the original client; it changes nothing here. */
  test: z.string().max(10).optional(),
});
export type KanbanQuery = z.infer<typeof kanbanQuerySchema>;

export const kanbanAnswerSchema = z.object({ tickets: z.array(ticketViewSchema), hasMore: z.boolean() });
export type KanbanAnswer = z.infer<typeof kanbanAnswerSchema>;
