import { AppError } from '../../http/app-error.js';
import type { DialogflowProblem } from '../integration-runtime/dialogflow-client.js';

/** The form field each cause points at (none: Google could not be reached, or answered something unforeseen). */
const FIELD: Record<DialogflowProblem['reason'], 'jsonContent' | 'projectName' | 'language' | ''> = {
  invalidJson: 'jsonContent',
  missingField: 'jsonContent',
  invalidTokenUri: 'jsonContent',
  invalidPrivateKey: 'jsonContent',
  authRefused: 'jsonContent',
  permissionDenied: 'jsonContent',
  projectMismatch: 'projectName',
  projectNotFound: 'projectName',
  languageUnsupported: 'language',
  unreachable: '',
  unexpectedAnswer: '',
};

/** The `validation.*` key of a cause; a missing field is named by its own key, since issues carry no parameters. */
function keyOf(problem: DialogflowProblem): string {
  if (problem.reason === 'missingField') {
    const field = { client_email: 'ClientEmail', private_key: 'PrivateKey' }[problem.field];
    return `validation.dialogflowMissing${field}`;
  }
  return `validation.dialogflow${problem.reason.charAt(0).toUpperCase()}${problem.reason.slice(1)}`;
}

/**
 * The Test button's refusal: 400 ERR_VALIDATION whose one issue names the field to fix and the translated cause,
 * and whose message keeps Google's own words (or the key's project, for a mismatch) for whoever needs the detail.
 */
export function dialogflowTestError(problem: DialogflowProblem, detail: string): AppError {
  const message =
    problem.reason === 'projectMismatch' ? `the key belongs to project ${problem.keyProject}; ${detail}` : detail;
  return new AppError('ERR_VALIDATION', {
    message,
    issues: [{ path: FIELD[problem.reason], message: keyOf(problem) }],
  });
}
