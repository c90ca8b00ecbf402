import { z } from 'zod';
import { chatbotOptionSchema } from '@guiche/shared';
import type { ValidationIssue } from '../../../api/validationIssues';
import { childrenOf, locateIssue, optionsOf, type OptionFields, type OptionTree } from './optionTree';

/** Where an option shows a problem: its name, its message, its target (type) or its sub-option list. */
export type OptionErrorField = 'name' | 'greetingMessage' | 'queueType' | 'options';
/** One option's problems, as `validation.*` keys. */
export type OptionFieldErrors = Readonly<Partial<Record<OptionErrorField, string>>>;
/** Problems per option key. */
export type OptionErrors = Readonly<Record<string, OptionFieldErrors>>;

const TARGET_FIELDS = new Set(['queueType', 'optQueueId', 'optUserId', 'optIntegrationId', 'optFileId']);

function errorFieldOf(field: string): OptionErrorField {
  if (TARGET_FIELDS.has(field)) return 'queueType';
  if (field === 'greetingMessage' || field === 'options') return field;
  return 'name';
}

/**
 * Sorts issues of a queue save (the shared schema's or the server's ERR_VALIDATION) into the options they name;
 * what names no option (the tree as a whole, e.g. validation.chatbotTargetUnknown) is `general`.
 */
export function optionErrorsOf(
  tree: OptionTree,
  issues: readonly ValidationIssue[],
): { byOption: OptionErrors; general: string[] } {
  const byOption: Record<string, Partial<Record<OptionErrorField, string>>> = {};
  const general: string[] = [];
  for (const { path, message } of issues) {
    const found = locateIssue(tree, path);
    if (!found) {
      general.push(message);
      continue;
    }
    const field = errorFieldOf(found.field);
    byOption[found.key] = { [field]: message, ...byOption[found.key] };
  }
  return { byOption, general };
}

/** The tree checked against the shared rules (name ≥ 4 characters, a target for every type but text). */
export function checkTree(tree: OptionTree): ValidationIssue[] {
  const result = z.array(chatbotOptionSchema).safeParse(optionsOf(tree));
  if (result.success) return [];
  return result.error.issues.map((issue) => ({ path: ['chatbots', ...issue.path].join('.'), message: issue.message }));
}

/** The option's problems an edit of `patch` settles: the edited fields' own. */
export function clearedBy(patch: Partial<OptionFields>): OptionErrorField[] {
  return [...new Set(Object.keys(patch).map(errorFieldOf))];
}

/** True when the option or anything below it has a problem: its collapsed ancestors open to show it. */
export function subtreeHasErrors(tree: OptionTree, errors: OptionErrors, key: string): boolean {
  if (Object.values(errors[key] ?? {}).some(Boolean)) return true;
  return childrenOf(tree, key).some((child) => subtreeHasErrors(tree, errors, child));
}
