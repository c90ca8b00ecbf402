import { createContext, useContext } from 'react';
import type { Queue, UserListItem } from '@guiche/shared';

/** What an option may lead to: the company's queues and users (integrations and file lists do not exist yet). */
export interface OptionTargets {
  queues: readonly Queue[];
  users: readonly UserListItem[];
}

export const OptionTargetsContext = createContext<OptionTargets>({ queues: [], users: [] });

export function useOptionTargets(): OptionTargets {
  return useContext(OptionTargetsContext);
}
