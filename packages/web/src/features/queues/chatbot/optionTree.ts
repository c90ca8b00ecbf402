import type { ChatbotOption, ChatbotOptionType } from '@guiche/shared';

/**
 * The chatbot option tree of the queue dialog, normalised: each option once by key, each parent's children as a
 * list of keys. An edit replaces only the option it touches and the list it changes, so the editor re-renders
 * just those (spec 2 "Queues": any depth, kept usable with dozens of options).
 */
export interface OptionDraft {
  /** The editor's own key; stable while the dialog is open. */
  key: string;
  /** The server's id: sent back on save so the option (and conversations standing on it) is kept. */
  id?: number;
  name: string;
  greetingMessage: string;
  queueType: ChatbotOptionType;
  optQueueId: number | null;
  optUserId: number | null;
  optIntegrationId: number | null;
  optFileId: number | null;
  closeTicket: boolean;
}

export type OptionFields = Omit<OptionDraft, 'key' | 'id'>;

/** The parent key of the queue's own (first-level) options. */
export const ROOT = 'root';

export interface OptionTree {
  nodes: Readonly<Record<string, OptionDraft>>;
  children: Readonly<Record<string, readonly string[]>>;
  nextKey: number;
}

export type OptionAction =
  | { type: 'add'; parentKey: string }
  | { type: 'update'; key: string; patch: Partial<OptionFields> }
  | { type: 'remove'; parentKey: string; key: string }
  | { type: 'move'; parentKey: string; key: string; offset: -1 | 1 };

const EMPTY: readonly string[] = [];

export function childrenOf(tree: OptionTree, parentKey: string): readonly string[] {
  return tree.children[parentKey] ?? EMPTY;
}

function blankOption(key: string): OptionDraft {
  return {
    key,
    name: '',
    greetingMessage: '',
    queueType: 'text',
    optQueueId: null,
    optUserId: null,
    optIntegrationId: null,
    optFileId: null,
    closeTicket: false,
  };
}

/** The editor's tree for a queue's saved options (GET /queue/{id} `chatbots`). */
export function treeOf(options: readonly ChatbotOption[]): OptionTree {
  const nodes: Record<string, OptionDraft> = {};
  const children: Record<string, string[]> = {};
  let nextKey = 1;
  const visit = (list: readonly ChatbotOption[], parentKey: string) => {
    children[parentKey] = list.map((option) => {
      const key = `o${nextKey++}`;
      nodes[key] = {
        key,
        ...(option.id === undefined ? {} : { id: option.id }),
        name: option.name,
        greetingMessage: option.greetingMessage ?? '',
        queueType: option.queueType,
        optQueueId: option.optQueueId ?? null,
        optUserId: option.optUserId ?? null,
        optIntegrationId: option.optIntegrationId ?? null,
        optFileId: option.optFileId ?? null,
        closeTicket: option.closeTicket ?? false,
      };
      visit(option.options ?? [], key);
      return key;
    });
  };
  visit(options, ROOT);
  return { nodes, children, nextKey };
}

/**
 * The tree as PUT/POST /queue take it: kept options with their id, new ones without, each with only the target
 * of its type (the others would point somewhere the option does not lead).
 */
export function optionsOf(tree: OptionTree, parentKey = ROOT): ChatbotOption[] {
  return childrenOf(tree, parentKey).flatMap((key) => {
    const node = tree.nodes[key];
    if (!node) return [];
    const {
      key: _key,
      id,
      greetingMessage,
      queueType,
      optQueueId,
      optUserId,
      optIntegrationId,
      optFileId,
      ...rest
    } = node;
    return [
      {
        ...(id === undefined ? {} : { id }),
        ...rest,
        greetingMessage: greetingMessage === '' ? null : greetingMessage,
        queueType,
        optQueueId: queueType === 'queue' ? optQueueId : null,
        optUserId: queueType === 'attendent' ? optUserId : null,
        optIntegrationId: queueType === 'integration' ? optIntegrationId : null,
        optFileId: queueType === 'file' ? optFileId : null,
        options: optionsOf(tree, key),
      },
    ];
  });
}

/** Keys of an option and everything below it. */
function subtreeKeys(tree: OptionTree, key: string): string[] {
  return [key, ...childrenOf(tree, key).flatMap((child) => subtreeKeys(tree, child))];
}

function withChildren(tree: OptionTree, parentKey: string, keys: readonly string[]): OptionTree {
  return { ...tree, children: { ...tree.children, [parentKey]: keys } };
}

export function reduceTree(tree: OptionTree, action: OptionAction): OptionTree {
  switch (action.type) {
    case 'add': {
      const key = `o${tree.nextKey}`;
      const added = withChildren(tree, action.parentKey, [...childrenOf(tree, action.parentKey), key]);
      return { ...added, nodes: { ...tree.nodes, [key]: blankOption(key) }, nextKey: tree.nextKey + 1 };
    }
    case 'update': {
      const node = tree.nodes[action.key];
      return node ? { ...tree, nodes: { ...tree.nodes, [action.key]: { ...node, ...action.patch } } } : tree;
    }
    case 'remove': {
      const gone = new Set(subtreeKeys(tree, action.key));
      const nodes = Object.fromEntries(Object.entries(tree.nodes).filter(([key]) => !gone.has(key)));
      const children = Object.fromEntries(Object.entries(tree.children).filter(([key]) => !gone.has(key)));
      children[action.parentKey] = childrenOf(tree, action.parentKey).filter((key) => key !== action.key);
      return { ...tree, nodes, children };
    }
    case 'move': {
      const siblings = [...childrenOf(tree, action.parentKey)];
      const from = siblings.indexOf(action.key);
      const to = from + action.offset;
      if (from < 0 || to < 0 || to >= siblings.length) return tree;
      siblings.splice(from, 1);
      siblings.splice(to, 0, action.key);
      return withChildren(tree, action.parentKey, siblings);
    }
  }
}

/** Which option and which of its fields a server or schema path names, e.g. `chatbots.0.options.1.name`. */
export function locateIssue(tree: OptionTree, path: string): { key: string; field: string } | null {
  const [head, ...rest] = path.split('.');
  if (head !== 'chatbots') return null;
  let parentKey = ROOT;
  let key: string | undefined;
  while (rest.length > 0) {
    const index = Number(rest.shift());
    key = Number.isInteger(index) ? childrenOf(tree, parentKey)[index] : undefined;
    if (key === undefined) return null;
    if (rest[0] !== 'options') return { key, field: rest[0] ?? 'name' };
    rest.shift();
    parentKey = key;
  }
  // A path ending at an option list (`chatbots.0.options`) is about that option's sub-options.
  return key === undefined ? null : { key, field: 'options' };
}
