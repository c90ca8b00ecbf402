import { ApiError } from './ApiError';

export interface ValidationIssue {
  path: string;
  message: string;
}

/**
 * The field issues of a 400 ERR_VALIDATION answer (`path` like `name` or `chatbots.0.options.1.name`, `message`
 * a `validation.*` key), or none for any other failure.
 */
export function validationIssues(error: unknown): ValidationIssue[] {
  if (!(error instanceof ApiError) || typeof error.body !== 'object' || error.body === null) return [];
  return error.body.issues ?? [];
}
