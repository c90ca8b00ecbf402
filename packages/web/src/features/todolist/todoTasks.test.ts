import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addTask, editTask, readTasks, removeTask, writeTasks } from './todoTasks';

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
      { text: 'Ligar para o cliente', createdAt: first.toISOString(), updatedAt: first.toISOString() },
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
    });
    expect(edited[0]).toBe(tasks[0]);
    expect(editTask(tasks, 1, ' ', later)).toBe(tasks);
    expect(editTask(tasks, 5, 'Nenhuma', later)).toBe(tasks);
  });

  it('removes the task at its index', () => {
    const tasks = addTask(addTask([], 'Um', first), 'Dois', first);
    expect(removeTask(tasks, 0).map((task) => task.text)).toEqual(['Dois']);
  });

  it('keeps the list in browser storage under the key tasks, reading a foreign value as none', () => {
    const tasks = addTask([], 'Guardada', first);
    writeTasks(tasks);
    expect(JSON.parse(window.localStorage.getItem('tasks') ?? 'null')).toEqual(tasks);
    expect(readTasks()).toEqual(tasks);
    window.localStorage.setItem('tasks', '{"nao":"lista"}');
    expect(readTasks()).toEqual([]);
    window.localStorage.setItem('tasks', 'nem json');
    expect(readTasks()).toEqual([]);
  });
});
