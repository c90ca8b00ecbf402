import type { FastifySchemaCompiler } from 'fastify';
import { z } from 'zod';
import { AppError } from './app-error.js';

type Checked<T> = { value: T; error?: undefined } | { value?: undefined; error: AppError };

/** One validation for both ways in (route schemas and parseInput): a failure is 400 ERR_VALIDATION with the field issues. */
export function checkInput<S extends z.ZodType>(schema: S, input: unknown): Checked<z.output<S>> {
  const result = schema.safeParse(input);
  if (result.success) return { value: result.data };
  return {
    error: new AppError('ERR_VALIDATION', {
      message: 'Invalid request',
      issues: result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
    }),
  };
}

/** Parses input a route schema cannot declare (multipart fields, a body whose schema depends on its content). */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const checked = checkInput(schema, input);
  if (checked.error) throw checked.error;
  return checked.value;
}

/**
 * Fastify's validator for route schemas (`schema.params/querystring/body`): a zod schema validates exactly as
 * parseInput does, and its output replaces the request part. A plain JSON Schema object is documentation only
 * (a multipart body the handler reads through http/uploads.ts, a header a hook checks): it lets everything pass.
 */
export const validatorCompiler: FastifySchemaCompiler<unknown> = ({ schema, httpPart }) => {
  if (!(schema instanceof z.ZodType)) return () => true;
  return (data: unknown) => {
    // Fastify hands an absent body over as null; handlers saw undefined, which schemas with defaults accept.
    const checked = checkInput(schema, httpPart === 'body' && data === null ? undefined : data);
    return checked.error ? { error: checked.error } : { value: checked.value };
  };
};
