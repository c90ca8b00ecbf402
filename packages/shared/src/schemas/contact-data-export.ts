import { z } from 'zod';

/**
 * GET /contacts/{id}/export/summary: what the archive of GET /contacts/{id}/export will hold, read before the
 * download so the browser can show how far it is. `estimatedBytes` is the archive's expected size (the media files
 * as they are, the JSON as it compresses); the download's received bytes are measured against it.
 */
export const contactExportSummarySchema = z.object({
  tickets: z.number().int(),
  messages: z.number().int(),
  mediaFiles: z.number().int(),
  mediaBytes: z.number().int(),
  estimatedBytes: z.number().int(),
});
export type ContactExportSummary = z.infer<typeof contactExportSummarySchema>;

/** The archive's file name: `contato-<id>-<yyyy-mm-dd>.zip`, the date in the company's zone. */
export function contactExportFileName(contactId: number, date: string): string {
  return `contato-${contactId}-${date}.zip`;
}
