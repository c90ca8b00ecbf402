import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '../test/renderWithProviders';
import { DownloadMenuButton } from './DownloadMenuButton';

const encode = (text: string) => new TextEncoder().encode(text);

let feed: ReadableStreamDefaultController<Uint8Array> | undefined;
let asked: string[] = [];
const click = vi.fn();

beforeEach(() => {
  asked = [];
  vi.stubGlobal('fetch', async (url: string) => {
    asked.push(url);
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        feed = controller;
      },
    });
    return new Response(body, {
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': 'attachment; filename="contatos.csv"',
        'x-export-rows': '4',
      },
    });
  });
  URL.createObjectURL = vi.fn(() => 'blob:contatos');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    click(this.download);
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('DownloadMenuButton', { timeout: 30_000 }, () => {
  it('shows a determinate bar with the rows received while the export streams, then saves the file', async () => {
    renderWithProviders(
      <DownloadMenuButton
        label="Exportar"
        pathFor={(format) => `/contacts/export?format=${format}`}
        fallbackName="contatos"
        testId="export"
      />,
    );
    fireEvent.click(screen.getByTestId('export'));
    fireEvent.click(await screen.findByTestId('export-csv'));
    const bar = await screen.findByTestId('download-progress');
    expect(asked).toEqual(['/api/contacts/export?format=csv']);
    feed?.enqueue(encode('Nome,Número\r\nAna,1\r\n'));
    await waitFor(() => expect(within(bar).getByText('1 de 4 linhas · 25%')).toBeTruthy());
    expect(within(bar).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('25');
    feed?.enqueue(encode('Bruno,2\r\nCarla,3\r\nDiego,4\r\n'));
    await waitFor(() => expect(within(bar).getByText('4 de 4 linhas · 100%')).toBeTruthy());
    feed?.close();
    await waitFor(() => expect(click).toHaveBeenCalledWith('contatos.csv'));
    await waitFor(() => expect(screen.queryByTestId('download-progress')).toBeNull());
  });
});
