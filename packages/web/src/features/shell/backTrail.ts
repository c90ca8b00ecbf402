import type { NavigationType } from 'react-router';

/**
 * The history entries a phone user went through since the list (the inbox, the chats), so that back returns to the
 * list through history. `null` when the list's entry is not known to be behind the current one.
 */
export type BackTrail = readonly string[] | null;

export interface HistoryStep {
  /** The entry's key (react-router's location.key). */
  key: string;
  /** How it was reached. */
  type: `${NavigationType}`;
  /** The entry shows the list itself. */
  atList: boolean;
}

/** The trail after a step of history: the list starts it; pushes lengthen it; going back within it shortens it. */
export function nextTrail(trail: BackTrail, step: HistoryStep): BackTrail {
  if (step.atList) return [];
  // The entry already last (an effect run again for it) changes nothing.
  if (trail === null || trail.at(-1) === step.key) return trail;
  switch (step.type) {
    case 'PUSH':
      return [...trail, step.key];
    case 'REPLACE':
      // The list's own entry replaced by a conversation is no longer behind it.
      return trail.length === 0 ? null : [...trail.slice(0, -1), step.key];
    case 'POP': {
      // Back or forward to an entry of the trail; one outside it (forward past where the trail was cut) is unknown.
      const at = trail.indexOf(step.key);
      return at < 0 ? null : trail.slice(0, at + 1);
    }
  }
}

/** How many entries back the list is from `key`, or null when it is not known to be behind it. */
export function stepsBackToList(trail: BackTrail, key: string): number | null {
  const at = trail?.indexOf(key) ?? -1;
  return at < 0 ? null : at + 1;
}
