import { describe, expect, it } from 'vitest';
import { checkTree, clearedBy, optionErrorsOf, subtreeHasErrors } from './optionIssues';
import { childrenOf, reduceTree, ROOT, treeOf } from './optionTree';

function treeWithTwoLevels() {
  let tree = reduceTree(treeOf([]), { type: 'add', parentKey: ROOT });
  const parent = childrenOf(tree, ROOT)[0] ?? '';
  tree = reduceTree(tree, { type: 'update', key: parent, patch: { name: 'Financeiro' } });
  tree = reduceTree(tree, { type: 'add', parentKey: parent });
  const child = childrenOf(tree, parent)[0] ?? '';
  return { tree, parent, child };
}

describe('checkTree', () => {
  it("reports a short name and a missing target at the option's path", () => {
    const { tree, child } = treeWithTwoLevels();
    const invalid = reduceTree(tree, { type: 'update', key: child, patch: { name: 'Pix', queueType: 'queue' } });
    expect(checkTree(invalid)).toEqual([
      { path: 'chatbots.0.options.0.name', message: 'validation.optionTooShort' },
      { path: 'chatbots.0.options.0.queueType', message: 'validation.chatbotTargetRequired' },
    ]);
  });

  it('passes a complete tree', () => {
    const { tree, child } = treeWithTwoLevels();
    expect(checkTree(reduceTree(tree, { type: 'update', key: child, patch: { name: 'Boletos' } }))).toEqual([]);
  });
});

describe('optionErrorsOf', () => {
  it('puts each issue on its option (targets on the type) and keeps the first message per field', () => {
    const { tree, parent, child } = treeWithTwoLevels();
    const { byOption, general } = optionErrorsOf(tree, [
      { path: 'chatbots.0.options.0.name', message: 'validation.optionTooShort' },
      { path: 'chatbots.0.options.0.name', message: 'validation.tooLong' },
      { path: 'chatbots.0.optQueueId', message: 'validation.chatbotTargetRequired' },
      { path: 'chatbots', message: 'validation.chatbotTargetUnknown' },
    ]);
    expect(byOption).toEqual({
      [child]: { name: 'validation.optionTooShort' },
      [parent]: { queueType: 'validation.chatbotTargetRequired' },
    });
    expect(general).toEqual(['validation.chatbotTargetUnknown']);
  });
});

describe('clearedBy', () => {
  it('maps an edit to the problems it can settle', () => {
    expect(clearedBy({ optUserId: 3 })).toEqual(['queueType']);
    expect(clearedBy({ name: 'Pix', greetingMessage: 'Oi' }).sort()).toEqual(['greetingMessage', 'name']);
  });
});

describe('subtreeHasErrors', () => {
  it('sees a problem of the option itself or of any option below it', () => {
    const { tree, parent, child } = treeWithTwoLevels();
    expect(subtreeHasErrors(tree, { [child]: { name: 'validation.optionTooShort' } }, parent)).toBe(true);
    expect(subtreeHasErrors(tree, { [child]: {} }, parent)).toBe(false);
    expect(subtreeHasErrors(tree, { [parent]: { name: 'validation.required' } }, child)).toBe(false);
  });
});
