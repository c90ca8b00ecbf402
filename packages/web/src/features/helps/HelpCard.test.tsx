import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { HelpView } from '@guiche/shared';
import { HelpCard } from './HelpCard';
import { HelpVideoDialog } from './HelpVideoDialog';

const help: HelpView = {
  id: 3,
  title: 'Como criar uma fila',
  description: 'Filas e chatbot em dois minutos.',
  video: 'abc123',
  createdAt: '2026-05-20T12:00:00.000Z',
  updatedAt: '2026-05-20T12:00:00.000Z',
};

describe('HelpCard', () => {
  it('shows a placeholder of the same size when the thumbnail does not load, and still plays the video', async () => {
    const onPlay = vi.fn();
    const { container } = render(<HelpCard help={help} onPlay={onPlay} />);
    const thumbnail = container.querySelector('img');
    expect(thumbnail?.getAttribute('src')).toBe('https://img.youtube.com/vi/abc123/mqdefault.jpg');
    expect(screen.queryByTestId('help-thumbnail-placeholder')).toBeNull();

    if (thumbnail) fireEvent.error(thumbnail);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByTestId('help-thumbnail-placeholder')).toBeTruthy();
    await userEvent.click(screen.getByTestId('help-card-3'));
    expect(onPlay).toHaveBeenCalledWith(help);
  });

  it('shows the placeholder for a help without a video, which does not play', () => {
    render(<HelpCard help={{ ...help, video: '' }} onPlay={() => undefined} />);
    expect(screen.getByTestId('help-thumbnail-placeholder')).toBeTruthy();
    expect(screen.getByTestId('help-card-3').hasAttribute('disabled')).toBe(true);
  });
});

describe('HelpVideoDialog', () => {
  it('is titled with the help and closes from its translated close button', async () => {
    const onClose = vi.fn();
    render(<HelpVideoDialog help={help} onClose={onClose} />);
    expect(screen.getByRole('dialog', { name: 'Como criar uma fila' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Fechar' }));
    expect(onClose).toHaveBeenCalledOnce();
  });
});
