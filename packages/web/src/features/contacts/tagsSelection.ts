import { tagFormSchema, type TagRef } from '@guiche/shared';

/** The `validation.*` key a new tag's name breaks (under 3 characters: 'Tag muito curta!'), or null when it is fine. */
export function tagNameIssue(name: string): string | null {
  const result = tagFormSchema.shape.name.safeParse(name);
  return result.success ? null : (result.error.issues[0]?.message ?? 'validation.required');
}

/** An existing tag of that name, whatever its case: typing a known name picks it instead of creating a twin. */
export function findTagByName<T extends TagRef>(tags: readonly T[], name: string): T | undefined {
  const wanted = name.trim().toLocaleLowerCase();
  return tags.find((tag) => tag.name.trim().toLocaleLowerCase() === wanted);
}

/** Each tag once, in the order first picked. */
export function uniqueTags<T extends TagRef>(tags: readonly T[]): T[] {
  const seen = new Set<number>();
  return tags.filter((tag) => {
    if (seen.has(tag.id)) return false;
    seen.add(tag.id);
    return true;
  });
}

/** What a new selection adds and removes compared with the saved one (for the ticket tag toasts of spec 3). */
export function tagChanges(
  before: readonly TagRef[],
  after: readonly TagRef[],
): { added: TagRef[]; removed: TagRef[] } {
  const beforeIds = new Set(before.map((tag) => tag.id));
  const afterIds = new Set(after.map((tag) => tag.id));
  return {
    added: after.filter((tag) => !beforeIds.has(tag.id)),
    removed: before.filter((tag) => !afterIds.has(tag.id)),
  };
}
