import type { FastifyInstance } from 'fastify';
import { findInputFault } from '../lib/text-hygiene.js';
import { AppError } from './app-error.js';

const FAULT_MESSAGES = {
  tooDeep: 'The input is nested too deeply',
  invalidText: 'The input contains characters that are not valid text (NUL or an unpaired surrogate)',
} as const;

/** Throws 400 ERR_VALIDATION for input nested too deeply or holding text that cannot be stored. */
export function assertCleanInput(input: unknown): void {
  const found = findInputFault(input);
  if (!found) return;
  throw new AppError('ERR_VALIDATION', {
    message: FAULT_MESSAGES[found.fault],
    issues: [
      { path: found.path, message: found.fault === 'tooDeep' ? 'validation.tooDeep' : 'validation.invalidText' },
    ],
  });
}

/**
 * Every route's params, query and parsed body pass here before the handler, so no route has to remember it:
 * PostgreSQL rejects NUL in text (a 500 otherwise) and the validators recurse (a deep body would overflow the stack).
 * Multipart fields are read by the handler and checked where they are read (http/uploads.ts).
 */
export function registerInputHygiene(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    assertCleanInput(request.params);
    assertCleanInput(request.query);
    assertCleanInput(request.body);
  });
}
