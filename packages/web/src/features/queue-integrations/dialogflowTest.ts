import { ApiError } from '../../api/ApiError';
import { validationIssues, type ValidationIssue } from '../../api/validationIssues';

/**
 * What a refused Dialogflow test means to the form: the cause Google's answer pointed at (a `validation.dialogflow*`
 * key, with the server's detail in Google's words), fields the form itself left invalid, or any other failure,
 * which the app-wide error handler shows.
 */
export type DialogflowTestFailure =
  | { kind: 'cause'; messageKey: string; detail: string | null }
  | { kind: 'fields'; issues: ValidationIssue[] }
  | { kind: 'other' };

export function dialogflowTestFailure(error: unknown): DialogflowTestFailure {
  const issues = validationIssues(error);
  const cause = issues.find((issue) => issue.message.startsWith('validation.dialogflow'));
  if (cause) {
    const body = error instanceof ApiError && typeof error.body === 'object' ? error.body : null;
    return { kind: 'cause', messageKey: cause.message, detail: body?.message?.trim() || null };
  }
  return issues.length > 0 ? { kind: 'fields', issues } : { kind: 'other' };
}
