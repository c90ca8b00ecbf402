import { z } from 'zod';
import { idField } from './common.js';

/** Where the API's OpenAPI document is served, under /api (the /messages-api page links it). */
export const EXTERNAL_API_DOCUMENT_PATH = '/messages-api/openapi.json';

/** Spec 3 §9: the external API takes the phone number without a mask: country code, area code and number, digits only. */
export const EXTERNAL_NUMBER_PATTERN = /^\d{10,15}$/;

/** What each field means, for the API's OpenAPI document (carried by the schemas as zod metadata). */
const FIELD_DOCS = {
  number: {
    description: 'The contact’s phone, digits only: country code, area code and number (no mask).',
    examples: ['5511999999999'],
  },
  body: { description: 'The text; with files, the first file’s caption. Required when no file is sent.' },
  userId: { description: 'The attendant who sends it: a new ticket opens held by them (status open).' },
  queueId: { description: 'The queue a new ticket opens in.' },
  sendSignature: { description: 'Signs with the userId’s name when the company’s sendSignMessage setting is enabled.' },
};

/**
 * POST /api/messages/send as JSON (spec 3 §7): `number` the contact's phone, digits only; userId and queueId place
 * the ticket the message opens (with a userId it opens already held); sendSignature signs with the user's name when
 * the company's sendSignMessage setting is enabled. Sent as multipart, the same fields come with files `medias`.
 */
export const externalSendSchema = z.object({
  /** Checked against EXTERNAL_NUMBER_PATTERN by the server, which answers ERR_WAPP_INVALID_CONTACT. */
  number: z
    .string({ message: 'validation.required' })
    .trim()
    .max(30, { message: 'validation.tooLong' })
    .meta(FIELD_DOCS.number),
  body: z.string().max(4096, { message: 'validation.tooLong' }).default('').meta(FIELD_DOCS.body),
  userId: idField().nullish().meta(FIELD_DOCS.userId),
  queueId: idField().nullish().meta(FIELD_DOCS.queueId),
  sendSignature: z.boolean().optional().meta(FIELD_DOCS.sendSignature),
});
export type ExternalSendInput = z.infer<typeof externalSendSchema>;

/** Multipart text fields arrive as strings. */
export const externalSendFieldsSchema = externalSendSchema.extend({
  userId: z.coerce.number().pipe(idField()).optional().meta(FIELD_DOCS.userId),
  queueId: z.coerce.number().pipe(idField()).optional().meta(FIELD_DOCS.queueId),
  sendSignature: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional()
    .meta(FIELD_DOCS.sendSignature),
});

/** 201 answer: the stored messages (queued for the channel) and the ticket they went on. */
export const externalSendAnswerSchema = z.object({
  messages: z.array(
    z.object({ id: z.number().int(), body: z.string(), mediaType: z.string().nullable(), ack: z.number().int() }),
  ),
  ticket: z.object({ id: z.number().int(), uuid: z.string(), status: z.string(), contactId: z.number().int() }),
});
export type ExternalSendAnswer = z.infer<typeof externalSendAnswerSchema>;
