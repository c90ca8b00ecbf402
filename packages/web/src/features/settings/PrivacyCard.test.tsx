import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/renderWithProviders';
import { PrivacyCard } from './PrivacyCard';

let puts: unknown[];
let previews: string[];

beforeEach(() => {
  puts = [];
  previews = [];
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    const { pathname, search } = new URL(url, 'http://localhost');
    if (pathname === '/api/privacy/retention/preview') {
      previews.push(search);
      return Response.json(
        search.includes('mediaDays=30') ? { mediaFiles: 12, messages: 3 } : { mediaFiles: 1, messages: 40 },
      );
    }
    if (pathname === '/api/companySettings' && init?.method === 'PUT') {
      const body = JSON.parse(String(init.body)) as { column: string; data: string };
      puts.push(body);
      return Response.json({ key: body.column, value: body.data });
    }
    return Response.json({ error: 'ERR_NOT_FOUND' }, { status: 404 });
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const settings = [
  { key: 'lgpdOptOutWord', value: 'SAIR' },
  { key: 'retentionMediaDays', value: '' },
  { key: 'retentionMessagesDays', value: '90' },
  { key: 'auditLogRetentionDays', value: '365' },
];

describe('PrivacyCard', { timeout: 30_000 }, () => {
  it('shows what a retention period would erase today before it can be turned on, and asks to confirm', async () => {
    renderWithProviders(<PrivacyCard settings={settings} />);
    expect((screen.getByTestId('setting-lgpdOptOutWord') as HTMLElement).querySelector('input')?.value).toBe('SAIR');
    const media = screen.getByTestId('setting-retentionMediaDays') as HTMLInputElement;
    expect(media.value).toBe('');
    const save = screen.getByTestId('save-retentionMediaDays') as HTMLButtonElement;
    expect(save.disabled).toBe(true);

    await userEvent.type(media, '30');
    const preview = await screen.findByText('12 arquivos de mídia e 3 mensagens seriam apagados hoje.');
    expect(preview).toBeTruthy();
    expect(previews).toEqual(['?mediaDays=30']);
    await waitFor(() => expect(save.disabled).toBe(false));
    await userEvent.click(save);

    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText(/12 arquivos de mídia e 3 mensagens seriam apagados hoje\. Depois disso/),
    ).toBeTruthy();
    expect(puts).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ligar e salvar' }));
    await waitFor(() => expect(puts).toEqual([{ column: 'retentionMediaDays', data: '30' }]));
  });

  it('turns a period off at once, and refuses a period out of range', async () => {
    renderWithProviders(<PrivacyCard settings={settings} />);
    const messages = screen.getByTestId('setting-retentionMessagesDays') as HTMLInputElement;
    expect(messages.value).toBe('90');
    await userEvent.clear(messages);
    await userEvent.type(messages, '0');
    expect(await screen.findByText('Valor fora do intervalo permitido')).toBeTruthy();
    expect((screen.getByTestId('save-retentionMessagesDays') as HTMLButtonElement).disabled).toBe(true);

    await userEvent.clear(messages);
    await userEvent.click(screen.getByTestId('save-retentionMessagesDays'));
    await waitFor(() => expect(puts).toEqual([{ column: 'retentionMessagesDays', data: '' }]));
    expect(previews).toEqual([]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
