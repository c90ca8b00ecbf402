import { z } from 'zod';

/** POST /messages/{ticketId} as JSON (spec 1 §7): a text reply, optionally quoting, or a private note. */
export const sendMessageSchema = z
  .object({
    body: z.string().trim().min(1, { message: 'validation.required' }).max(4096, { message: 'validation.tooLong' }),
    quotedMsgId: z.union([z.string().max(100), z.number().int()]).optional(),
    isPrivate: z.boolean().optional(),
    fromMe: z.boolean().optional(),
    read: z.boolean().optional(),
  })
  .strict();
export type SendMessageInput = z.infer<typeof sendMessageSchema>;
