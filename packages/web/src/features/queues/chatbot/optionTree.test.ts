import { describe, expect, it } from 'vitest';
import type { ChatbotOption } from '@guiche/shared';
import { childrenOf, locateIssue, optionsOf, reduceTree, ROOT, treeOf, type OptionTree } from './optionTree';

const saved: ChatbotOption[] = [
  {
    id: 10,
    name: 'Vendas',
    greetingMessage: 'Escolha o produto',
    queueType: 'text',
    optQueueId: null,
    optUserId: null,
    optIntegrationId: null,
    optFileId: null,
    closeTicket: false,
    options: [
      {
        id: 11,
        name: 'Planos',
        greetingMessage: null,
        queueType: 'queue',
        optQueueId: 3,
        optUserId: null,
        closeTicket: false,
        options: [],
      },
      {
        id: 12,
        name: 'Falar com Ana',
        greetingMessage: null,
        queueType: 'attendent',
        optQueueId: null,
        optUserId: 7,
        closeTicket: true,
        options: [],
      },
    ],
  },
  { id: 20, name: 'Suporte', greetingMessage: null, queueType: 'text', closeTicket: false, options: [] },
];

function keyOf(tree: OptionTree, name: string): string {
  const node = Object.values(tree.nodes).find((candidate) => candidate.name === name);
  if (!node) throw new Error(`no option ${name}`);
  return node.key;
}

describe('treeOf / optionsOf', () => {
  it('round-trips a saved tree, keeping ids, order and each target', () => {
    const options = optionsOf(treeOf(saved));
    expect(options.map((option) => option.name)).toEqual(['Vendas', 'Suporte']);
    expect(options[0]?.options?.map((option) => [option.id, option.name, option.optQueueId, option.optUserId])).toEqual(
      [
        [11, 'Planos', 3, null],
        [12, 'Falar com Ana', null, 7],
      ],
    );
    expect(options[0]?.options?.[1]?.closeTicket).toBe(true);
  });

  it('sends new options without an id, an empty message as null, and only the target of the chosen type', () => {
    let tree = reduceTree(treeOf([]), { type: 'add', parentKey: ROOT });
    const key = childrenOf(tree, ROOT)[0] ?? '';
    tree = reduceTree(tree, {
      type: 'update',
      key,
      patch: { name: 'Boletos', queueType: 'queue', optQueueId: 3, optUserId: 7 },
    });
    expect(optionsOf(tree)).toEqual([
      {
        name: 'Boletos',
        greetingMessage: null,
        queueType: 'queue',
        optQueueId: 3,
        optUserId: null,
        optIntegrationId: null,
        optFileId: null,
        closeTicket: false,
        options: [],
      },
    ]);
  });
});

describe('reduceTree', () => {
  const tree = treeOf(saved);

  it('adds a blank option at the end of its level, however deep', () => {
    const planos = keyOf(tree, 'Planos');
    const next = reduceTree(tree, { type: 'add', parentKey: planos });
    expect(childrenOf(next, planos)).toHaveLength(1);
    expect(optionsOf(next)[0]?.options?.[0]?.options?.[0]).toMatchObject({ name: '', queueType: 'text' });
  });

  it('changes only the edited option and leaves every other option and list as it was', () => {
    const planos = keyOf(tree, 'Planos');
    const next = reduceTree(tree, { type: 'update', key: planos, patch: { name: 'Planos novos' } });
    expect(next.nodes[planos]?.name).toBe('Planos novos');
    expect(next.nodes[keyOf(tree, 'Vendas')]).toBe(tree.nodes[keyOf(tree, 'Vendas')]);
    expect(next.children).toBe(tree.children);
  });

  it('removes an option with everything below it', () => {
    const vendas = keyOf(tree, 'Vendas');
    const next = reduceTree(tree, { type: 'remove', parentKey: ROOT, key: vendas });
    expect(optionsOf(next).map((option) => option.name)).toEqual(['Suporte']);
    expect(Object.keys(next.nodes)).toHaveLength(1);
    expect(next.children[vendas]).toBeUndefined();
  });

  it('moves an option up or down within its level and ignores a move past either end', () => {
    const vendas = keyOf(tree, 'Vendas');
    const moved = reduceTree(tree, { type: 'move', parentKey: ROOT, key: vendas, offset: 1 });
    expect(optionsOf(moved).map((option) => option.name)).toEqual(['Suporte', 'Vendas']);
    expect(reduceTree(tree, { type: 'move', parentKey: ROOT, key: vendas, offset: -1 })).toBe(tree);
  });
});

describe('locateIssue', () => {
  const tree = treeOf(saved);

  it('finds the option and field a server path names', () => {
    expect(locateIssue(tree, 'chatbots.0.options.1.name')).toEqual({
      key: keyOf(tree, 'Falar com Ana'),
      field: 'name',
    });
    expect(locateIssue(tree, 'chatbots.1.queueType')).toEqual({ key: keyOf(tree, 'Suporte'), field: 'queueType' });
    expect(locateIssue(tree, 'chatbots.0.options')).toEqual({ key: keyOf(tree, 'Vendas'), field: 'options' });
  });

  it('answers null for the tree as a whole, another field, or a path past the tree', () => {
    expect(locateIssue(tree, 'chatbots')).toBeNull();
    expect(locateIssue(tree, 'name')).toBeNull();
    expect(locateIssue(tree, 'chatbots.5.name')).toBeNull();
  });
});
