import { describe, expect, it } from 'vitest';
import { shownTasks, taskCounts } from './todoFilter';
import type { TodoTask } from './todoTasks';

const at = '2026-03-01T10:00:00.000Z';
const task = (text: string, done: boolean): TodoTask => ({ text, createdAt: at, updatedAt: at, done });
const tasks = [task('A', true), task('B', false), task('C', true), task('D', false)];
const texts = (shown: ReturnType<typeof shownTasks>) => shown.map(({ task: each, index }) => `${each.text}${index}`);

describe('to-do filter', () => {
  it('lists open tasks before done ones, each group in its written order, with their stored places', () => {
    expect(texts(shownTasks(tasks, 'all'))).toEqual(['B1', 'D3', 'A0', 'C2']);
  });

  it('shows only the open or only the done tasks', () => {
    expect(texts(shownTasks(tasks, 'open'))).toEqual(['B1', 'D3']);
    expect(texts(shownTasks(tasks, 'done'))).toEqual(['A0', 'C2']);
    expect(shownTasks([], 'all')).toEqual([]);
  });

  it('counts the tasks of each filter', () => {
    expect(taskCounts(tasks)).toEqual({ all: 4, open: 2, done: 2 });
    expect(taskCounts([])).toEqual({ all: 0, open: 0, done: 0 });
  });
});
