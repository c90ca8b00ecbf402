import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { LinkifiedText } from './LinkifiedText';

describe('LinkifiedText', () => {
  it('makes the web links of a message clickable in a new tab that gets no handle on the app', () => {
    const { container } = render(<LinkifiedText text="Veja https://example.com/pedido?id=7 hoje" />);
    const link = screen.getByRole('link', { name: 'https://example.com/pedido?id=7' });
    expect(link.getAttribute('href')).toBe('https://example.com/pedido?id=7');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(container.textContent).toBe('Veja https://example.com/pedido?id=7 hoje');
  });
});
