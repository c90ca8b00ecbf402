import type { TodoTask } from './todoTasks';

/** Which tasks the list shows: every one, the open ones or the done ones. */
export const TODO_FILTERS = ['all', 'open', 'done'] as const;
export type TodoFilter = (typeof TODO_FILTERS)[number];

/** A task as the list shows it, with its place in the stored list (which edit, delete and done act on). */
export interface ShownTask {
  task: TodoTask;
  index: number;
}

/** The tasks `filter` lets through, open ones first, each group in the order it was written down. */
export function shownTasks(tasks: readonly TodoTask[], filter: TodoFilter): ShownTask[] {
  const all = tasks.map((task, index) => ({ task, index }));
  const open = all.filter(({ task }) => !task.done);
  const done = all.filter(({ task }) => task.done);
  if (filter === 'open') return open;
  if (filter === 'done') return done;
  return [...open, ...done];
}

/** How many tasks each filter shows. */
export function taskCounts(tasks: readonly TodoTask[]): Record<TodoFilter, number> {
  const done = tasks.filter((task) => task.done).length;
  return { all: tasks.length, open: tasks.length - done, done };
}
