import { z } from 'zod';
import { IMPORT_PREPARING_SECONDS, IMPORT_STATUS_DONE, importPreparingSince } from '@guiche/shared';

/** `importMessages-{companyId}` (spec 2 §4): `update` carries a connection's import progress, `refresh` its end. */
export const importMessagesEventSchema = z.discriminatedUnion('action', [
  z.object({
    action: z.literal('update'),
    whatsappId: z.number().int(),
    status: z.object({ this: z.number().int(), all: z.number().int(), state: z.string() }),
  }),
  z.object({ action: z.literal('refresh'), whatsappId: z.number().int() }),
]);
export type ImportStatus = Extract<z.infer<typeof importMessagesEventSchema>, { action: 'update' }>['status'];

/** The progress card: 'preparing' while the count is -1, otherwise processed/total and the percentage. */
export type ImportProgress =
  { preparing: true } | { preparing: false; processed: number; total: number; percent: number };

export function importProgressOf(status: ImportStatus): ImportProgress {
  if (status.this < 0) return { preparing: true };
  const percent = status.all > 0 ? Math.min(100, Math.round((status.this / status.all) * 100)) : 100;
  return { preparing: false, processed: status.this, total: status.all, percent };
}

/**
 * The import button of a connection row (spec 2 §4): 'close imported tickets' once the import is done; a
 * disabled 'preparing' while the import started less than 35 s ago (`until` says when that ends); else none.
 */
export type ImportButton = { kind: 'closeImported' } | { kind: 'preparing'; until: number } | null;

export function importButtonOf(statusImportMessages: string | null, now: number): ImportButton {
  if (statusImportMessages === IMPORT_STATUS_DONE) return { kind: 'closeImported' };
  const since = importPreparingSince(statusImportMessages);
  if (!since) return null;
  const until = since.getTime() + IMPORT_PREPARING_SECONDS * 1000;
  return until > now ? { kind: 'preparing', until } : null;
}
