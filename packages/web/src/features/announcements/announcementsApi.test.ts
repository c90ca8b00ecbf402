import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchAnnouncementPage } from './announcementsApi';

/** The app bar counts the active announcements from the server's count, so it asks for active ones only. */
describe('fetchAnnouncementPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for active ones only when told, and answers the server’s count', async () => {
    vi.stubGlobal('window', { localStorage: { getItem: () => 'token' } });
    const answer = JSON.stringify({ records: [], count: 42, hasMore: true });
    const fetchMock = vi.fn(
      async (_url: string) => new Response(answer, { status: 200, headers: { 'content-type': 'application/json' } }),
    );
    vi.stubGlobal('fetch', fetchMock);

    expect(await fetchAnnouncementPage(1, '', true)).toMatchObject({ count: 42 });
    await fetchAnnouncementPage(2, 'manutenção');
    const [active, list] = fetchMock.mock.calls.map(([url]) => new URL(url, 'http://app').searchParams);
    expect(active?.get('active')).toBe('true');
    expect(list?.get('active')).toBeNull();
    expect(list?.get('searchParam')).toBe('manutenção');
    expect(list?.get('pageNumber')).toBe('2');
  });
});
