import type { SwaggerTransform } from '@fastify/swagger';
import type { FastifySchema } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';

type TransformInput = Parameters<SwaggerTransform>[0];
type JsonObject = Record<string, unknown>;
type MediaTypes = Record<string, { schema: unknown } & JsonObject>;

const isRecord = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isZod = (value: unknown): value is z.ZodType => value instanceof z.ZodType;
const PARTS = ['params', 'querystring', 'headers'] as const;

/**
 * The zod type provider's transform turns a route's zod schemas into JSON Schema (2020-12 for OpenAPI 3.1), but only
 * a body or an answer that is one zod schema. Ours also declare bodies per content type (JSON or multipart, the
 * multipart one hand-written) and answers with headers: those parts are converted here, through the same transform,
 * and the rest is left to it. Routes outside /api (the web app, the spec clients' avatar path) are not the API.
 */
export const openApiTransform: SwaggerTransform = (input) => {
  const { url } = input;
  // Typed as always there, but a route declaring nothing has no schema.
  const schema: FastifySchema = (input.schema as FastifySchema | undefined) ?? {};
  if (!url.startsWith('/api/')) return { schema: { ...schema, hide: true }, url };
  const { body, response, ...rest } = schema;
  // Parts declared as plain JSON Schema (shown, not validated: http/validate.ts) pass through as they are.
  const plain = Object.fromEntries(
    PARTS.flatMap((part) => (rest[part] !== undefined && !isZod(rest[part]) ? [[part, rest[part]]] : [])),
  );
  const zodOnly = Object.fromEntries(Object.entries(rest).filter(([key]) => !(key in plain)));
  const transformed = jsonSchemaTransform({ ...input, schema: zodOnly });
  const result: FastifySchema = { ...(transformed.schema as FastifySchema | undefined), ...plain };
  if (body !== undefined) result.body = convertBody(input, body);
  if (isRecord(response)) {
    result.response = Object.fromEntries(
      Object.entries(response).map(([status, answer]) => [status, convertAnswer(input, status, answer)]),
    );
  }
  return { schema: result, url: transformed.url };
};

function convertBody(input: TransformInput, body: unknown): unknown {
  if (isZod(body)) return jsonSchemaTransform({ ...input, schema: { body } }).schema.body;
  if (isRecord(body) && isRecord(body.content))
    return { ...body, content: convertContent(input, body.content as MediaTypes, 'body') };
  return body;
}

function convertAnswer(input: TransformInput, status: string, answer: unknown): unknown {
  if (isZod(answer)) return outputSchema(input, status, answer);
  if (isRecord(answer) && isRecord(answer.content))
    return { ...answer, content: convertContent(input, answer.content as MediaTypes, status) };
  return answer;
}

function convertContent(input: TransformInput, content: MediaTypes, part: string): MediaTypes {
  return Object.fromEntries(
    Object.entries(content).map(([type, media]) => {
      if (!isZod(media.schema)) return [type, media];
      const schema =
        part === 'body'
          ? jsonSchemaTransform({ ...input, schema: { body: media.schema } }).schema.body
          : outputSchema(input, part, media.schema);
      return [type, { ...media, schema }];
    }),
  );
}

/** An answer as the client reads it (zod's output side: defaults applied, transforms done). */
function outputSchema(input: TransformInput, status: string, schema: z.ZodType): unknown {
  const converted = jsonSchemaTransform({ ...input, schema: { response: { [status]: schema } } }).schema.response;
  return isRecord(converted) ? converted[status] : undefined;
}
