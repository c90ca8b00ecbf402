import { createContext, useContext, useSyncExternalStore } from 'react';
import { clearedBy, subtreeHasErrors, type OptionErrors, type OptionFieldErrors } from './optionIssues';
import { childrenOf, reduceTree, type OptionAction, type OptionDraft, type OptionTree } from './optionTree';

/**
 * The queue dialog's option tree outside React state: each option component subscribes to its own option, so a
 * keystroke re-renders that option alone, not the dialog or the rest of the tree.
 */
export interface OptionTreeStore {
  getTree(): OptionTree;
  getErrors(): OptionErrors;
  subscribe(listener: () => void): () => void;
  dispatch(action: OptionAction): void;
  setErrors(errors: OptionErrors): void;
}

const NO_ERRORS: OptionFieldErrors = {};

export function createOptionTreeStore(initial: OptionTree): OptionTreeStore {
  let tree = initial;
  let errors: OptionErrors = {};
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());

  return {
    getTree: () => tree,
    getErrors: () => errors,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispatch(action) {
      tree = reduceTree(tree, action);
      const own = action.type === 'update' ? errors[action.key] : undefined;
      if (action.type === 'update' && own) {
        // Editing a field settles its own problem; the option's other problems stay until the next check.
        const settled = new Set<string>(clearedBy(action.patch));
        errors = {
          ...errors,
          [action.key]: Object.fromEntries(Object.entries(own).filter(([field]) => !settled.has(field))),
        };
      }
      notify();
    },
    setErrors(next) {
      errors = next;
      notify();
    },
  };
}

export const OptionTreeContext = createContext<OptionTreeStore | null>(null);

export function useOptionTreeStore(): OptionTreeStore {
  const store = useContext(OptionTreeContext);
  if (!store) throw new Error('useOptionTreeStore must be used inside the chatbot editor');
  return store;
}

export function useOption(key: string): OptionDraft | undefined {
  const store = useOptionTreeStore();
  return useSyncExternalStore(store.subscribe, () => store.getTree().nodes[key]);
}

export function useOptionChildren(parentKey: string): readonly string[] {
  const store = useOptionTreeStore();
  return useSyncExternalStore(store.subscribe, () => childrenOf(store.getTree(), parentKey));
}

export function useOptionErrors(key: string): OptionFieldErrors {
  const store = useOptionTreeStore();
  return useSyncExternalStore(store.subscribe, () => store.getErrors()[key] ?? NO_ERRORS);
}

/** Whether the option or one below it has a problem (a boolean, so options re-render only when it flips). */
export function useSubtreeHasErrors(key: string): boolean {
  const store = useOptionTreeStore();
  return useSyncExternalStore(store.subscribe, () => subtreeHasErrors(store.getTree(), store.getErrors(), key));
}
