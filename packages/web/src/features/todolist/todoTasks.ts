import { z } from 'zod';
import { readStored, writeStored } from '../../lib/storage';

/** A to-do task as spec 3 keeps it in browser storage under the key `tasks`. */
const taskSchema = z.object({ text: z.string(), createdAt: z.string(), updatedAt: z.string() });
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

export function writeTasks(tasks: readonly TodoTask[]): void {
  writeStored('tasks', JSON.stringify(tasks));
}

/** A new task at the end of the list; blank text is ignored (the list comes back unchanged). */
export function addTask(tasks: readonly TodoTask[], text: string, now: Date): readonly TodoTask[] {
  const trimmed = text.trim();
  if (!trimmed) return tasks;
  const at = now.toISOString();
  return [...tasks, { text: trimmed, createdAt: at, updatedAt: at }];
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
