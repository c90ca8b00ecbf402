import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ptBR } from '../../i18n/locales/pt-BR';
import { renderWithProviders } from '../../test/renderWithProviders';
import { queueIntegrationValuesOf } from './queueIntegrationForm';
import { QueueIntegrationForm } from './QueueIntegrationForm';

/** POST /queueIntegration/testSession refuses as the server does when Google refused the key. */
function googleRefusesTheKey() {
  const sent: unknown[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    if (new URL(url, 'http://localhost').pathname !== '/api/queueIntegration/testSession')
      return Response.json({ error: 'ERR_NOT_FOUND' }, { status: 404 });
    sent.push(JSON.parse(String(init.body)));
    return Response.json(
      {
        error: 'ERR_VALIDATION',
        message: 'Google refused the service account: Invalid JWT Signature.',
        issues: [{ path: 'jsonContent', message: 'validation.dialogflowAuthRefused' }],
      },
      { status: 400 },
    );
  });
  return sent;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('QueueIntegrationForm Dialogflow test', { timeout: 30_000 }, () => {
  it('keeps the reason a test failed in view, translated, with Google’s words below', async () => {
    const sent = googleRefusesTheKey();
    renderWithProviders(
      <QueueIntegrationForm
        integration={null}
        initialValues={queueIntegrationValuesOf(null)}
        onClose={() => undefined}
      />,
    );
    await userEvent.type(screen.getByTestId('queue-integration-projectName'), 'meu-agente');
    // The key is pasted, not typed (user-event reads braces as key names).
    fireEvent.change(screen.getByTestId('queue-integration-jsonContent'), {
      target: { value: '{"client_email":"a"}' },
    });
    await userEvent.click(screen.getByTestId('queue-integration-test'));

    const failure = await screen.findByTestId('queue-integration-test-failure');
    expect(failure.textContent).toContain(ptBR.validation.dialogflowAuthRefused);
    expect(failure.textContent).toContain('Detalhe: Google refused the service account: Invalid JWT Signature.');
    expect(sent).toEqual([{ projectName: 'meu-agente', jsonContent: '{"client_email":"a"}', language: 'pt-BR' }]);
  });
});
