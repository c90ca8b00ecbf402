import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/ApiError';
import { describeError } from '../../api/errorHandler';
import { en } from '../../i18n/locales/en';
import { es } from '../../i18n/locales/es';
import { ptBR } from '../../i18n/locales/pt-BR';
import { tr } from '../../i18n/locales/tr';
import { ticketFixture } from './ticketFixture';
import { updateTicket } from './ticketsApi';
import { transitionBody, transitionsFor } from './ticketTransitions';

/** Spec 1 §4: "a rating must be chosen ('Avaliação obrigatória') when closing with a rating". */
describe('resolving with a rating', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('is offered for an open ticket, not for a group, and asks the server for the rating', () => {
    expect(transitionsFor(ticketFixture(1, { status: 'open' }))).toContain('resolveWithRating');
    expect(transitionsFor(ticketFixture(1, { status: 'group', isGroup: true }))).not.toContain('resolveWithRating');
    expect(transitionBody('resolveWithRating', ticketFixture(1), 3)).toEqual({
      status: 'closed',
      userId: 3,
      sendFarewellMessage: true,
      withRating: true,
    });
  });

  it("the server's refusal reaches the close as ERR_RATING_REQUIRED, shown as 'Avaliação obrigatória'", async () => {
    const refusal = JSON.stringify({ error: 'ERR_RATING_REQUIRED' });
    const fetchMock = vi.fn(
      async () => new Response(refusal, { status: 400, headers: { 'content-type': 'application/json' } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const failure = await updateTicket(1, transitionBody('resolveWithRating', ticketFixture(1), 3)).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(ApiError);
    expect(JSON.parse(String((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].body))).toMatchObject({
      withRating: true,
    });
    // The provider's onError shows this toast; only onSuccess leaves the ticket or updates the lists.
    expect(describeError(failure)).toEqual({ message: 'Avaliação obrigatória', toastId: 'ERR_RATING_REQUIRED' });
    expect(ptBR.errors.ERR_RATING_REQUIRED).toBe('Avaliação obrigatória');
    for (const messages of [en, es, tr]) expect(messages.errors.ERR_RATING_REQUIRED).toMatch(/\S/);
  });
});
