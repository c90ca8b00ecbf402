import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../test/renderWithProviders';
import { sessionUser } from '../../test/sessionUser';
import { connectionFixture } from '../connections/connectionFixture';
import { useFarewell } from './useFarewell';

function Probe({ whatsappId }: { whatsappId: number }) {
  const { configured } = useFarewell({ whatsappId });
  return <p data-testid="farewell">{configured ? 'yes' : 'no'}</p>;
}

/** GET /whatsapp answering connections 1 (with a completion message) and 2 (without). */
function stubConnections() {
  vi.stubGlobal('fetch', async () =>
    Response.json([
      connectionFixture({ id: 1, complationMessage: 'Obrigado pelo contato!' }),
      connectionFixture({ id: 2, complationMessage: '  ' }),
    ]),
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('whether resolving with a farewell sends one', () => {
  it("uses the connection's completion message when the attendant has no farewell of their own", async () => {
    stubConnections();
    renderWithProviders(<Probe whatsappId={2} />);
    expect(await screen.findByText('no')).toBeTruthy();
  });

  it("is configured by the connection's message, or by the attendant's own", async () => {
    stubConnections();
    const { queryClient } = renderWithProviders(<Probe whatsappId={1} />);
    await vi.waitFor(() => expect(queryClient.getQueryState(['connections', 'list'])?.status).toBe('success'));
    expect(screen.getByTestId('farewell').textContent).toBe('yes');
  });

  it("is configured by the attendant's own farewell whatever the connection", async () => {
    stubConnections();
    const { queryClient } = renderWithProviders(<Probe whatsappId={2} />, {
      user: sessionUser({ farewellMessage: 'Até logo!' }),
    });
    await vi.waitFor(() => expect(queryClient.getQueryState(['connections', 'list'])?.status).toBe('success'));
    expect(screen.getByTestId('farewell').textContent).toBe('yes');
  });
});
