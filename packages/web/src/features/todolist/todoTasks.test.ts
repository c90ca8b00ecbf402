import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addTask, editTask, readTasks, removeTask, toggleTask, writeTasks } from './todoTasks';

const first = new Date('2026-03-01T10:00:00.000Z');
const later = new Date('2026-03-01T11:30:00.000Z');

/** The browser's storage, in memory: the web unit tests run without a DOM. */
function memoryStorage(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}
beforeEach(() => vi.stubGlobal('window', { localStorage: memoryStorage() }));
afterEach(() => vi.unstubAllGlobals());

describe('to-do tasks', () => {
  it('adds a task with createdAt and updatedAt; blank text is ignored', () => {
    const tasks = addTask([], '  Ligar para o cliente  ', first);
    expect(tasks).toEqual([
      { text: 'Ligar para o cliente', createdAt: first.toISOString(), updatedAt: first.toISOString(), done: false },
    ]);
    expect(addTask(tasks, '   ', later)).toBe(tasks);
  });

  it('an edit changes the text and updatedAt only; blank text leaves the task as it was', () => {
    const tasks = addTask(addTask([], 'Um', first), 'Dois', first);
    const edited = editTask(tasks, 1, 'Dois, revisto', later);
    expect(edited[1]).toEqual({
      text: 'Dois, revisto',
      createdAt: first.toISOString(),
      updatedAt: later.toISOString(),
      done: false,
    });
    expect(edited[0]).toBe(tasks[0]);
    expect(editTask(tasks, 1, ' ', later)).toBe(tasks);
    expect(editTask(tasks, 5, 'Nenhuma', later)).toBe(tasks);
  });

  it('marks the task at its index done, and open again, with updatedAt', () => {
    const tasks = addTask(addTask([], 'Um', first), 'Dois', first);
    const done = toggleTask(tasks, 1, later);
    expect(done[1]).toEqual({
      text: 'Dois',
      createdAt: first.toISOString(),
      updatedAt: later.toISOString(),
      done: true,
    });
    expect(done[0]).toBe(tasks[0]);
    expect(toggleTask(done, 1, later)[1]?.done).toBe(false);
    expect(toggleTask(tasks, 5, later)).toBe(tasks);
  });

  it('removes the task at its index', () => {
    const tasks = addTask(addTask([], 'Um', first), 'Dois', first);
    expect(removeTask(tasks, 0).map((task) => task.text)).toEqual(['Dois']);
  });

  it('keeps the list in browser storage under the key tasks, reading a foreign value as none', () => {
    const tasks = toggleTask(addTask(addTask([], 'Guardada', first), 'Feita', first), 1, later);
    writeTasks(tasks);
    // An open task keeps spec 3's shape; only a done one carries `done`.
    expect(JSON.parse(window.localStorage.getItem('tasks') ?? 'null')).toEqual([
      { text: 'Guardada', createdAt: first.toISOString(), updatedAt: first.toISOString() },
      { text: 'Feita', createdAt: first.toISOString(), updatedAt: later.toISOString(), done: true },
    ]);
    expect(readTasks()).toEqual(tasks);
    // A list stored before tasks could be done reads as open tasks, and keeps its shape otherwise.
    const stored = { text: 'Antiga', createdAt: first.toISOString(), updatedAt: first.toISOString() };
    window.localStorage.setItem('tasks', JSON.stringify([stored, { ...stored, text: 'Feita', done: true }]));
    expect(readTasks()).toEqual([
      { ...stored, done: false },
      { ...stored, text: 'Feita', done: true },
    ]);
    window.localStorage.setItem('tasks', '{"nao":"lista"}');
    expect(readTasks()).toEqual([]);
    window.localStorage.setItem('tasks', 'nem json');
    expect(readTasks()).toEqual([]);
  });
});
