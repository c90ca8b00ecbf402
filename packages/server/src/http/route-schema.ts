import type { FastifySchema } from 'fastify';
import { z } from 'zod';
import type { RouteAccess } from './route-access.js';

type JsonSchema = Record<string, unknown>;

/** A route's input parts (zod schemas, validated by http/validate.ts) and what else the reference says of it. */
export type RouteParts = Omit<FastifySchema, 'summary' | 'tags' | 'hide'>;

/** A route that needs no login (the reference's default is the bearer access token). */
export const PUBLIC_ROUTE = { security: [] } as const satisfies RouteParts;

/**
 * Route options of one module: its schema, declared once, which Fastify validates with and the API reference
 * (http/api-reference.ts) is generated from, under the module's tag; and its `access` (http/route-access.ts).
 *
 *   const route = routeOptions('tickets');
 *   api.put('/tickets/:id', route('Update a ticket', { params: idParamSchema, body: updateTicketSchema }), handler);
 */
export function routeOptions(tag: string) {
  return <const P extends RouteParts = Record<never, never>>(summary: string, parts?: P, declared?: RouteAccess) => {
    const config: { access?: RouteAccess } = declared ? { access: declared } : {};
    return { schema: { summary, tags: [tag], ...(parts as P) }, config };
  };
}

/** A file part of a multipart body. */
export const FILE_PART = { type: 'string', contentMediaType: 'application/octet-stream' } as const;

/**
 * A multipart/form-data body, described by hand: the handler reads it through http/uploads.ts, which checks each
 * file and field as it streams. A plain JSON Schema is never validated by Fastify (http/validate.ts), only shown.
 */
export function multipartBody(properties: Record<string, JsonSchema>, required: string[] = Object.keys(properties)) {
  return { 'multipart/form-data': { schema: { type: 'object', properties, required } } };
}

/** The single file `readUpload` takes, under any field name (`file` by convention). */
export const SINGLE_FILE_BODY = {
  content: multipartBody({ file: { ...FILE_PART, description: 'The file (the first file part is read).' } }),
};

/**
 * A zod schema shown, not validated: for input the handler parses itself because which schema applies depends on
 * the input (a contact card or a text reply) or the parts come from a multipart stream. Validating it here too
 * would parse it twice.
 */
export function shownOnly(schema: z.ZodType): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    io: 'input',
    target: 'draft-2020-12',
    unrepresentable: 'any',
  });
  return rest;
}
