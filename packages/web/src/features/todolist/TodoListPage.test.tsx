import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ptBR } from '../../i18n/locales/pt-BR';
import { renderWithProviders } from '../../test/renderWithProviders';
import TodoListPage from './TodoListPage';

const text = ptBR.todolist;
const at = '2026-03-01T10:00:00.000Z';

beforeEach(() => {
  // Two tasks stored before tasks could be done (no `done`), and one done since.
  window.localStorage.setItem(
    'tasks',
    JSON.stringify([
      { text: 'Ligar para a Maria', createdAt: at, updatedAt: at },
      { text: 'Enviar a proposta', createdAt: at, updatedAt: at, done: true },
      { text: 'Revisar o contrato', createdAt: at, updatedAt: at },
    ]),
  );
});
afterEach(() => window.localStorage.clear());

const shown = () =>
  screen.getAllByTestId('todo-item').map((item) => within(item).getByText(/\w/, { selector: 'span' }).textContent);
const filterButton = (label: string, n: number) =>
  screen.getByRole('button', { name: label.replace('{{n}}', String(n)) });
const doneBox = (task: string) => screen.getByRole('checkbox', { name: text.doneLabel.replace('{{text}}', task) });
const struck = (task: string) => getComputedStyle(screen.getByText(task)).textDecoration.includes('line-through');
const stored = () => JSON.parse(window.localStorage.getItem('tasks') ?? '[]') as { text: string; done?: boolean }[];

describe('TodoListPage', { timeout: 30_000 }, () => {
  it('reads old tasks as open, lists done ones after the open ones, struck through, and marks tasks done or open again', async () => {
    renderWithProviders(<TodoListPage />);
    expect(shown()).toEqual(['Ligar para a Maria', 'Revisar o contrato', 'Enviar a proposta']);
    expect(doneBox('Ligar para a Maria')).toHaveProperty('checked', false);
    expect(doneBox('Enviar a proposta')).toHaveProperty('checked', true);
    expect(struck('Enviar a proposta')).toBe(true);
    expect(struck('Ligar para a Maria')).toBe(false);
    expect(filterButton(text.filters.all, 3)).toBeTruthy();
    expect(filterButton(text.filters.open, 2)).toBeTruthy();
    expect(filterButton(text.filters.done, 1)).toBeTruthy();

    await userEvent.click(doneBox('Ligar para a Maria'));
    expect(shown()).toEqual(['Revisar o contrato', 'Ligar para a Maria', 'Enviar a proposta']);
    expect(doneBox('Ligar para a Maria')).toHaveProperty('checked', true);
    expect(struck('Ligar para a Maria')).toBe(true);
    expect(filterButton(text.filters.done, 2)).toBeTruthy();
    // Stored where it was, in the order it was written, with its new state.
    expect(stored().map(({ text: each, done }) => [each, done])).toEqual([
      ['Ligar para a Maria', true],
      ['Enviar a proposta', true],
      ['Revisar o contrato', undefined],
    ]);

    await userEvent.click(doneBox('Enviar a proposta'));
    expect(shown()).toEqual(['Enviar a proposta', 'Revisar o contrato', 'Ligar para a Maria']);
    expect(stored()[1]).toEqual({ text: 'Enviar a proposta', createdAt: at, updatedAt: expect.any(String) });
  });

  it('filters the open and the done tasks; a task edited or deleted from a filtered list is the right one', async () => {
    renderWithProviders(<TodoListPage />);
    await userEvent.click(filterButton(text.filters.open, 2));
    expect(shown()).toEqual(['Ligar para a Maria', 'Revisar o contrato']);
    expect(filterButton(text.filters.open, 2).getAttribute('aria-pressed')).toBe('true');

    await userEvent.click(filterButton(text.filters.done, 1));
    expect(shown()).toEqual(['Enviar a proposta']);
    await userEvent.click(screen.getByRole('button', { name: text.edit }));
    expect(screen.getByTestId('todo-input')).toHaveProperty('value', 'Enviar a proposta');
    await userEvent.clear(screen.getByTestId('todo-input'));
    await userEvent.type(screen.getByTestId('todo-input'), 'Enviar a proposta revista{Enter}');
    expect(stored()[1]).toMatchObject({ text: 'Enviar a proposta revista', done: true });

    await userEvent.click(doneBox('Enviar a proposta revista'));
    expect(screen.queryAllByTestId('todo-item')).toHaveLength(0);
    expect(screen.getByText(text.noneDone)).toBeTruthy();

    await userEvent.click(filterButton(text.filters.all, 3));
    await userEvent.click(screen.getAllByRole('button', { name: text.delete })[2] as HTMLElement);
    expect(shown()).toEqual(['Ligar para a Maria', 'Enviar a proposta revista']);
    expect(stored().map((task) => task.text)).toEqual(['Ligar para a Maria', 'Enviar a proposta revista']);
  });
});
