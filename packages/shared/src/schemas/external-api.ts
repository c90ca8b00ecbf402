import { z } from 'zod';
import { idField } from './common.js';

/** Spec 3 §9: the external API takes the phone number without a mask: country code, area code and number, digits only. */
export const EXTERNAL_NUMBER_PATTERN = /^\d{10,15}$/;

/**
 * POST /api/messages/send as JSON (spec 3 §7): `number` the contact's phone, digits only; userId and queueId place
 * the ticket the message opens (with a userId it opens already held); sendSignature signs with the user's name when
 * the company's sendSignMessage setting is enabled. Sent as multipart, the same fields come with files `medias`.
 */
export const externalSendSchema = z
  .object({
    /** Checked against EXTERNAL_NUMBER_PATTERN by the server, which answers ERR_WAPP_INVALID_CONTACT. */
    number: z.string({ message: 'validation.required' }).trim().max(30, { message: 'validation.tooLong' }),
    body: z.string().max(4096, { message: 'validation.tooLong' }).default(''),
    userId: idField().nullish(),
    queueId: idField().nullish(),
    sendSignature: z.boolean().optional(),
  })
  .strict();
export type ExternalSendInput = z.infer<typeof externalSendSchema>;

/** Multipart text fields arrive as strings. */
export const externalSendFieldsSchema = externalSendSchema.extend({
  userId: z.coerce.number().pipe(idField()).optional(),
  queueId: z.coerce.number().pipe(idField()).optional(),
  sendSignature: z.enum(['true', 'false']).transform((value) => value === 'true').optional(),
});

/** 201 answer: the stored messages (queued for the channel) and the ticket they went on. */
export const externalSendAnswerSchema = z.object({
  messages: z.array(z.object({ id: z.number().int(), body: z.string(), mediaType: z.string().nullable(), ack: z.number().int() })),
  ticket: z.object({ id: z.number().int(), uuid: z.string(), status: z.string(), contactId: z.number().int() }),
});
export type ExternalSendAnswer = z.infer<typeof externalSendAnswerSchema>;
