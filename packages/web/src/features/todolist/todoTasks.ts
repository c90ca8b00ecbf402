import { z } from 'zod';
import { readStored, writeStored } from '../../lib/storage';

/**
 * A to-do task as spec 3 keeps it in browser storage under the key `tasks`, plus whether it is done. A task stored
 * before tasks could be done has no `done` and reads as open.
 */
const taskSchema = z.object({
  text: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  done: z.boolean().default(false),
});
export type TodoTask = z.infer<typeof taskSchema>;

/** The stored tasks; anything unreadable (no list yet, another app's value) reads as none. */
export function readTasks(): TodoTask[] {
  const stored = readStored('tasks');
  if (stored === null) return [];
  try {
    const parsed = z.array(taskSchema).safeParse(JSON.parse(stored));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

/** Stores the tasks; an open task is stored in spec 3's shape alone (text, createdAt, updatedAt), without `done`. */
export function writeTasks(tasks: readonly TodoTask[]): void {
  writeStored('tasks', JSON.stringify(tasks.map(({ done, ...task }) => (done ? { ...task, done } : task))));
}

/** A new task at the end of the list; blank text is ignored (the list comes back unchanged). */
export function addTask(tasks: readonly TodoTask[], text: string, now: Date): readonly TodoTask[] {
  const trimmed = text.trim();
  if (!trimmed) return tasks;
  const at = now.toISOString();
  return [...tasks, { text: trimmed, createdAt: at, updatedAt: at, done: false }];
}

/** The task at `index` with new text and updatedAt; blank text is ignored. */
export function editTask(tasks: readonly TodoTask[], index: number, text: string, now: Date): readonly TodoTask[] {
  const trimmed = text.trim();
  const task = tasks[index];
  if (!trimmed || !task) return tasks;
  return tasks.map((each, at) => (at === index ? { ...each, text: trimmed, updatedAt: now.toISOString() } : each));
}

export function removeTask(tasks: readonly TodoTask[], index: number): readonly TodoTask[] {
  return tasks.filter((_task, at) => at !== index);
}

/** The task at `index` marked done, or open again; updatedAt says when. */
export function toggleTask(tasks: readonly TodoTask[], index: number, now: Date): readonly TodoTask[] {
  if (!tasks[index]) return tasks;
  return tasks.map((each, at) => (at === index ? { ...each, done: !each.done, updatedAt: now.toISOString() } : each));
}
