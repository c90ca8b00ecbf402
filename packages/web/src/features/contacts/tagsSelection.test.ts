import { describe, expect, it } from 'vitest';
import { validationMessage } from '../../i18n/validationMessage';
import { findTagByName, tagChanges, tagNameIssue, uniqueTags } from './tagsSelection';

const vip = { id: 1, name: 'VIP', color: '#ff0000' };
const lead = { id: 2, name: 'Lead quente', color: '#00ff00' };

describe('tag picker rules', () => {
  it("refuses a new tag under 3 characters with 'Tag muito curta!' (spec 1 §8)", () => {
    expect(validationMessage(tagNameIssue('ab') ?? undefined)).toBe('Tag muito curta!');
    expect(validationMessage(tagNameIssue('  ab  ') ?? undefined)).toBe('Tag muito curta!');
    expect(tagNameIssue('abc')).toBeNull();
  });

  it('picks an existing tag for a typed name whatever its case', () => {
    expect(findTagByName([vip, lead], ' lead QUENTE ')).toBe(lead);
    expect(findTagByName([vip, lead], 'Lead')).toBeUndefined();
  });

  it('keeps each tag once, and tells what a change added and removed', () => {
    expect(uniqueTags([vip, lead, vip])).toEqual([vip, lead]);
    expect(tagChanges([vip], [vip, lead])).toEqual({ added: [lead], removed: [] });
    expect(tagChanges([vip, lead], [lead])).toEqual({ added: [], removed: [vip] });
  });
});
