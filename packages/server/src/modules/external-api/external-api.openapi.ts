import { z } from 'zod';
import {
  ERROR_STATUS,
  EXTERNAL_NUMBER_PATTERN,
  externalSendAnswerSchema,
  externalSendFieldsSchema,
  externalSendSchema,
  type ErrorCode,
} from '@guiche/shared';
import { IDEMPOTENCY_KEY_PATTERN, IDEMPOTENT_REPLAY_HEADER } from '../idempotency/idempotency.hooks.js';
import { shownOnly } from '../../http/route-schema.js';
import { MEDIAS_PART } from '../messages/message-uploads.js';

export const EXTERNAL_SEND_PATH = '/messages/send';

/** How the external API authenticates: the API reference's `connectionToken` security scheme. */
export const CONNECTION_TOKEN_SCHEME = {
  type: 'http',
  scheme: 'bearer',
  description: 'The connection’s token (30 characters), shown on its dialog on the Connections page.',
} as const;

/**
 * Every catalogue error POST /messages/send answers, with why: the token and plan (authenticate), the input
 * (the number, the files), the named user, the connection, the Idempotency-Key, the rate limit.
 */
export const EXTERNAL_SEND_ERRORS = {
  ERR_VALIDATION:
    'A field is invalid (see `issues`), neither body nor file was sent, the queue is not the company’s, or the Idempotency-Key is malformed.',
  ERR_WAPP_INVALID_CONTACT: 'The number is not 10 to 15 digits (send it without a mask).',
  ERR_INVALID_FILE: 'A file in `medias` is empty, of a kind not accepted, or there are too many.',
  ERR_FILE_TOO_LARGE: 'A file in `medias` is larger than its kind allows.',
  ERR_INVALID_API_TOKEN: 'The bearer token names no connection.',
  ERR_SUBSCRIPTION_EXPIRED: 'The company’s subscription is past its due date.',
  ERR_NO_PERMISSION: 'The company is disabled, or its plan does not include the external API.',
  ERR_NO_USER_FOUND: 'userId names no user of the company.',
  ERR_WAPP_NOT_INITIALIZED: 'The connection is not connected.',
  ERR_OUTSIDE_REPLY_WINDOW: 'A Meta channel: the contact last wrote more than 24 hours ago.',
  ERR_REQUEST_IN_PROGRESS: 'The first request with this Idempotency-Key is still being handled.',
  ERR_IDEMPOTENCY_KEY_REUSED: 'This Idempotency-Key was used with a different request.',
  ERR_TOO_MANY_REQUESTS: 'The token’s requests per minute are spent (see Retry-After).',
} as const satisfies Partial<Record<ErrorCode, string>>;

type JsonSchema = Record<string, unknown>;

/** The number's digits-only rule is checked apart (it answers its own code), so it is added to the field here. */
function withNumberPattern(schema: JsonSchema): JsonSchema {
  const properties = schema.properties as Record<string, JsonSchema>;
  return {
    ...schema,
    properties: { ...properties, number: { ...properties.number, pattern: EXTERNAL_NUMBER_PATTERN.source } },
  };
}

/** One error answer per status: the codes that status carries, each said. */
function errorResponses(): Record<string, JsonSchema> {
  const byStatus = new Map<number, (keyof typeof EXTERNAL_SEND_ERRORS)[]>();
  for (const code of Object.keys(EXTERNAL_SEND_ERRORS) as (keyof typeof EXTERNAL_SEND_ERRORS)[]) {
    const status = ERROR_STATUS[code];
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  const responses: Record<string, JsonSchema> = {};
  for (const [status, codes] of [...byStatus].sort(([a], [b]) => a - b)) {
    const body = z.object({
      error: z.enum(codes),
      message: z.string().optional(),
      issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
      dueDate: z.string().optional(),
    });
    responses[String(status)] = {
      description: codes.map((code) => `\`${code}\`: ${EXTERNAL_SEND_ERRORS[code]}`).join('\n\n'),
      ...(status === 429
        ? { headers: { 'Retry-After': { type: 'integer', description: 'Seconds until the token may send again.' } } }
        : {}),
      content: { 'application/json': { schema: body } },
    };
  }
  return responses;
}

/**
 * What POST /messages/send declares for the API reference (issue 18), from the zod schemas the handler parses
 * with, so the reference and the route cannot drift apart. The body is shown, not validated by Fastify: JSON or
 * multipart, the handler picks and parses. The answers are documentation only (the serializer is JSON.stringify).
 */
export function externalSendRouteSchema(perTokenPerMinute: number) {
  const fields = withNumberPattern(shownOnly(externalSendFieldsSchema));
  const multipart = {
    ...fields,
    properties: { ...(fields.properties as Record<string, JsonSchema>), medias: MEDIAS_PART },
    required: [...((fields.required as string[] | undefined) ?? []), 'medias'],
  };
  return {
    operationId: 'sendMessage',
    summary: 'Send a text, or files as multipart `medias`',
    description: `At most ${perTokenPerMinute} requests per minute per token.`,
    tags: ['external-api'],
    security: [{ connectionToken: [] }],
    headers: {
      type: 'object',
      properties: {
        'Idempotency-Key': {
          type: 'string',
          pattern: IDEMPOTENCY_KEY_PATTERN.source,
          description:
            'A retry with the same key gets the first answer (header Idempotent-Replayed: true) instead of sending again. Kept a day.',
        },
      },
    },
    body: {
      content: {
        'application/json': { schema: withNumberPattern(shownOnly(externalSendSchema)) },
        'multipart/form-data': { schema: multipart, encoding: { medias: { contentType: '*/*' } } },
      },
    },
    response: {
      201: {
        description: 'Stored and queued for the channel (ack 0); the ticket it went on.',
        headers: {
          [IDEMPOTENT_REPLAY_HEADER]: {
            type: 'string',
            description: '`true` when this is the stored answer to an earlier request with the same Idempotency-Key.',
          },
        },
        content: { 'application/json': { schema: externalSendAnswerSchema } },
      },
      ...errorResponses(),
    },
  };
}

type RouteSchema = ReturnType<typeof externalSendRouteSchema>;

/** The route's declared answers as OpenAPI writes them: zod bodies as JSON Schema, headers as header objects. */
function responsesOf(response: RouteSchema['response']): Record<string, JsonSchema> {
  return Object.fromEntries(
    Object.entries(response).map(([status, { description, headers, content }]) => [
      status,
      {
        description,
        ...(headers
          ? {
              headers: Object.fromEntries(
                Object.entries(headers as Record<string, JsonSchema>).map(
                  ([name, { description: said, ...schema }]) => [name, { description: said, schema }],
                ),
              ),
            }
          : {}),
        content: { 'application/json': { schema: answerSchema(content['application/json'].schema) } },
      },
    ]),
  );
}

/** An answer as the client reads it (zod's output side), without the `$schema` a component does not repeat. */
function answerSchema(schema: z.ZodType): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io: 'output', target: 'draft-2020-12' });
  return rest;
}

/**
 * The external messages API alone (GET /api/messages-api/openapi.json, the /messages-api page): the one operation
 * rendered from the same declaration the route registers (externalSendRouteSchema), which the whole API reference
 * renders through @fastify/swagger. `serverUrl` is the API base as the caller reached it (https://host/api).
 */
export function externalApiDocument(serverUrl: string, perTokenPerMinute: number) {
  const { operationId, summary, description, headers, body, response } = externalSendRouteSchema(perTokenPerMinute);
  return {
    openapi: '3.1.0',
    info: {
      title: 'Guichê external messages API',
      version: '1',
      description:
        'Send WhatsApp, Facebook or Instagram messages from another system through one of the company’s connections. ' +
        'The contact and its ticket are found or created; the message goes through the connection’s queue like an attendant’s reply.',
    },
    servers: [{ url: serverUrl }],
    components: { securitySchemes: { connectionToken: CONNECTION_TOKEN_SCHEME } },
    security: [{ connectionToken: [] }],
    paths: {
      [EXTERNAL_SEND_PATH]: {
        post: {
          operationId,
          summary,
          description,
          parameters: Object.entries(headers.properties).map(([name, { description: said, ...schema }]) => ({
            name,
            in: 'header',
            required: false,
            description: said,
            schema,
          })),
          requestBody: { required: true, content: body.content },
          responses: responsesOf(response),
        },
      },
    },
  };
}
