import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeGraphServer } from '../../channels/meta/testing/fake-graph-server.js';
import { listManagedPages, subscribePage } from './meta-pages.js';

let fake: FakeGraphServer;
beforeAll(async () => {
  fake = await FakeGraphServer.start();
});
afterAll(() => fake.close());

describe('Facebook Pages through the Graph API', () => {
  it('lists every Page of the user across result pages, with tokens and Instagram accounts', async () => {
    const pages = Array.from({ length: 130 }, (_, index) => ({
      id: String(200_000 + index),
      name: `Página ${index}`,
      token: `page-token-${index}`,
      ...(index === 7 ? { instagram: { id: '17841400000000007', username: 'pagina7' } } : {}),
    }));
    fake.addUser('3001', 'user-token-3001', pages);
    const listed = await listManagedPages({ baseUrl: fake.baseUrl }, '3001', 'user-token-3001');
    expect(listed).toHaveLength(130);
    expect(listed[129]).toEqual({
      id: '200129',
      name: 'Página 129',
      accessToken: 'page-token-129',
      instagram: undefined,
    });
    expect(listed[7]?.instagram).toEqual({ id: '17841400000000007', name: 'pagina7' });
    const calls = fake.requests.filter((request) => request.path.endsWith('/3001/accounts'));
    expect(calls.map((call) => call.query.get('after'))).toEqual([null, '100']);
    expect(calls[0]?.bearer).toBe('user-token-3001');
  });

  it('a refused user token is a non-retryable provider error', async () => {
    fake.addUser('3002', 'user-token-3002', []);
    await expect(listManagedPages({ baseUrl: fake.baseUrl }, '3002', 'not-the-token')).rejects.toMatchObject({
      code: 'PROVIDER_ERROR',
      retryable: false,
    });
  });

  it('subscribes the app to a Page with the page token and the messaging fields', async () => {
    fake.addUser('3003', 'user-token-3003', [{ id: '300301', name: 'Loja', token: 'page-token-300301' }]);
    await subscribePage({ baseUrl: fake.baseUrl }, '300301', 'page-token-300301');
    expect(fake.state.subscriptions.get('300301')).toEqual(
      expect.arrayContaining(['messages', 'message_echoes', 'message_reads']),
    );
    await expect(subscribePage({ baseUrl: fake.baseUrl }, '300301', 'user-token-3003')).rejects.toMatchObject({
      code: 'PROVIDER_ERROR',
    });
  });
});
