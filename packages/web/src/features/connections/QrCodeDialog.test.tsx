import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { Connection } from '@guiche/shared';
import { renderWithProviders } from '../../test/renderWithProviders';
import { connectionFixture } from './connectionFixture';
import { QrCodeDialog } from './QrCodeDialog';

/** GET /whatsapp/{id} answers `connection`. */
function serving(connection: Connection) {
  vi.stubGlobal('fetch', async (url: string) =>
    new URL(url, 'http://localhost').pathname === `/api/whatsapp/${connection.id}`
      ? Response.json(connection)
      : Response.json({ error: 'ERR_NOT_FOUND' }, { status: 404 }),
  );
}

const renderDialog = (canOpenSimulator: boolean) =>
  renderWithProviders(
    <MemoryRouter initialEntries={['/connections']}>
      <QrCodeDialog connectionId={7} canOpenSimulator={canOpenSimulator} onClose={() => undefined} />
    </MemoryRouter>,
  );

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('QrCodeDialog', { timeout: 30_000 }, () => {
  it('opens the simulator of a simulator connection in a new tab, keeping the connections page', async () => {
    serving(connectionFixture({ id: 7, channel: 'simulator', status: 'qrcode', qrcode: 'guiche-simulator:7:x' }));
    renderDialog(true);
    const link = await screen.findByRole('link', { name: 'Abrir simulador' });
    expect(link.getAttribute('href')).toBe('/simulator?connection=7');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener');
  });

  it('offers no simulator link to whoever may not open it', async () => {
    serving(connectionFixture({ id: 7, channel: 'simulator', status: 'qrcode', qrcode: 'guiche-simulator:7:x' }));
    renderDialog(false);
    await screen.findByText('Esta é uma conexão de demonstração: leia o código com o celular simulado.');
    expect(screen.queryByRole('link', { name: 'Abrir simulador' })).toBeNull();
  });
});
