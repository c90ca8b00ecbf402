import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ContactConsentListAnswer, ContactConsentView } from '@guiche/shared';
import { renderWithProviders } from '../../test/renderWithProviders';
import { ConsentHistory } from './ConsentHistory';

const consent = (id: number, decision: ContactConsentView['decision'], message: string): ContactConsentView => ({
  id,
  contactId: 7,
  ticketId: 3,
  decision,
  message,
  link: 'https://exemplo.com/lgpd',
  createdAt: '2025-03-12T17:00:00.000Z',
});

let pages: Record<number, ContactConsentListAnswer>;
let asked: string[];

beforeEach(() => {
  asked = [];
  vi.stubGlobal('fetch', async (url: string) => {
    asked.push(url);
    const page = Number(new URL(url, 'http://localhost').searchParams.get('pageNumber'));
    return new Response(JSON.stringify(pages[page]), { headers: { 'content-type': 'application/json' } });
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ConsentHistory', { timeout: 30_000 }, () => {
  it('lists the decisions newest first, each with the text and link shown on demand', async () => {
    pages = {
      1: {
        consents: [consent(2, 'withdrawn', 'Pronto! Registramos.'), consent(1, 'accepted', 'Aceita nossa política?')],
        count: 2,
        hasMore: false,
      },
    };
    renderWithProviders(<ConsentHistory contactId={7} />);
    const entries = await screen.findAllByTestId('consent-entry');
    expect(asked).toEqual(['/api/contacts/7/consents?pageNumber=1']);
    expect(entries.map((entry) => within(entry).getAllByText(/Revogou|Aceitou/)[0]?.textContent)).toEqual([
      'Revogou',
      'Aceitou',
    ]);
    const [withdrawn] = entries;
    if (!withdrawn) throw new Error('no entry');
    expect(within(withdrawn).queryByText('Pronto! Registramos.')).toBeNull();
    fireEvent.click(within(withdrawn).getByRole('button', { name: 'Ver texto' }));
    const text = await within(withdrawn).findByTestId('consent-text');
    expect(within(text).getByText('Pronto! Registramos.')).toBeTruthy();
    expect(within(text).getByRole('link').getAttribute('href')).toBe('https://exemplo.com/lgpd');
    expect(screen.queryByRole('button', { name: 'Mostrar mais' })).toBeNull();
  });

  it('says so when the contact never answered', async () => {
    pages = { 1: { consents: [], count: 0, hasMore: false } };
    renderWithProviders(<ConsentHistory contactId={7} />);
    expect(await screen.findByText('Nenhuma resposta ao pedido de consentimento registrada.')).toBeTruthy();
  });

  it('reads the next page on demand', async () => {
    pages = {
      1: { consents: [consent(3, 'accepted', 'a')], count: 2, hasMore: true },
      2: { consents: [consent(1, 'refused', 'b')], count: 2, hasMore: false },
    };
    renderWithProviders(<ConsentHistory contactId={7} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Mostrar mais' }));
    await waitFor(() => expect(screen.getAllByTestId('consent-entry')).toHaveLength(2));
    expect(screen.getByText('Recusou')).toBeTruthy();
    expect(asked).toEqual(['/api/contacts/7/consents?pageNumber=1', '/api/contacts/7/consents?pageNumber=2']);
  });
});
