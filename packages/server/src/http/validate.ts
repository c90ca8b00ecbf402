import type { z } from 'zod';
import { AppError } from './app-error.js';

/** Parses request input with a shared zod schema; a failure becomes 400 ERR_VALIDATION with the field issues. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw new AppError('ERR_VALIDATION', {
    message: 'Invalid request',
    issues: result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
  });
}
