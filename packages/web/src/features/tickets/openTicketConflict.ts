import { openTicketConflictSchema, type OpenTicketConflict } from '@guiche/shared';
import { ApiError } from '../../api/ApiError';

/**
 * The "already held by" answer of POST /tickets and of a reopen (spec 1 §4): a 409 whose `error` is the shared
 * OpenTicketConflict as a JSON string. Anything else (another failure, a malformed payload) is null, and goes to
 * the one error handler as usual.
 */
export function openTicketConflictOf(error: unknown): OpenTicketConflict | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const text = error.code;
  if (!text?.trimStart().startsWith('{')) return null;
  try {
    const parsed = openTicketConflictSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** What the manager does with a conflict: go to the ticket when it is the viewer's own, else name its holder. */
export function conflictOutcome(conflict: OpenTicketConflict, viewerId: number): 'navigate' | 'notice' {
  return conflict.userId === viewerId ? 'navigate' : 'notice';
}
