import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ContactExportSummary } from '@guiche/shared';
import { renderWithProviders } from '../../test/renderWithProviders';
import { sessionUser } from '../../test/sessionUser';
import { ContactPrivacy } from './ContactPrivacy';
import { ExportContactData } from './ExportContactData';

const SUMMARY: ContactExportSummary = {
  tickets: 2,
  messages: 10,
  mediaFiles: 1,
  mediaBytes: 1000,
  estimatedBytes: 4000,
};

let feed: ReadableStreamDefaultController<Uint8Array> | undefined;
let asked: string[] = [];
let bodyCancelled = false;
const saved = vi.fn();

beforeEach(() => {
  asked = [];
  bodyCancelled = false;
  saved.mockReset();
  vi.stubGlobal('fetch', async (url: string) => {
    asked.push(url);
    if (url.endsWith('/export/summary'))
      return new Response(JSON.stringify(SUMMARY), { headers: { 'content-type': 'application/json' } });
    if (url.endsWith('/consents?pageNumber=1'))
      return new Response(JSON.stringify({ consents: [], count: 0, hasMore: false }), {
        headers: { 'content-type': 'application/json' },
      });
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        feed = controller;
      },
      cancel() {
        bodyCancelled = true;
      },
    });
    return new Response(body, {
      headers: {
        'content-type': 'application/zip',
        'content-disposition': 'attachment; filename="contato-7-2025-03-12.zip"',
      },
    });
  });
  URL.createObjectURL = vi.fn(() => 'blob:contato');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved(this.download);
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const bytes = (count: number) => new Uint8Array(count);

describe('ExportContactData', { timeout: 30_000 }, () => {
  it('reads the summary, shows a determinate bar from the bytes received, and saves the zip', async () => {
    renderWithProviders(<ExportContactData contactId={7} />);
    fireEvent.click(screen.getByTestId('contact-export-start'));
    const progress = await screen.findByTestId('contact-export-progress');
    await waitFor(() => expect(asked).toEqual(['/api/contacts/7/export/summary', '/api/contacts/7/export']));
    expect(within(progress).getByTestId('export-summary').textContent).toMatch(
      /^2 atendimentos · 10 mensagens · 1 arquivo \(.+\)$/,
    );
    const bar = within(progress).getByRole('progressbar');
    feed?.enqueue(bytes(1000));
    await waitFor(() => expect(bar.getAttribute('aria-valuenow')).toBe('25'));
    // More than the estimate: the bar waits at 99% until the last byte.
    feed?.enqueue(bytes(3500));
    await waitFor(() => expect(bar.getAttribute('aria-valuenow')).toBe('99'));
    expect(saved).not.toHaveBeenCalled();
    feed?.close();
    await waitFor(() => expect(saved).toHaveBeenCalledWith('contato-7-2025-03-12.zip'));
    await waitFor(() => expect(screen.queryByTestId('contact-export-progress')).toBeNull());
    expect(screen.getByTestId('contact-export-start')).toBeTruthy();
  });

  it('cancels: the download stops and nothing is saved', async () => {
    renderWithProviders(<ExportContactData contactId={7} />);
    fireEvent.click(screen.getByTestId('contact-export-start'));
    await waitFor(() => expect(asked).toContain('/api/contacts/7/export'));
    feed?.enqueue(bytes(500));
    fireEvent.click(await screen.findByTestId('contact-export-cancel'));
    await waitFor(() => expect(screen.queryByTestId('contact-export-progress')).toBeNull());
    expect(bodyCancelled).toBe(true);
    expect(saved).not.toHaveBeenCalled();
  });
});

describe('ContactPrivacy', { timeout: 30_000 }, () => {
  it('offers the export to admins only; everyone sees the consent history', async () => {
    const { unmount } = renderWithProviders(<ContactPrivacy contactId={7} />);
    expect(await screen.findByTestId('drawer-consents')).toBeTruthy();
    expect(screen.getByTestId('contact-export-start')).toBeTruthy();
    unmount();
    renderWithProviders(<ContactPrivacy contactId={7} />, { user: sessionUser({ profile: 'user' }) });
    expect(await screen.findByTestId('drawer-consents')).toBeTruthy();
    expect(screen.queryByTestId('contact-export-start')).toBeNull();
  });
});
