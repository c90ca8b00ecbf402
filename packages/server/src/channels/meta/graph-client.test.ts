import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChannelError } from '../types.js';
import { GraphClient } from './graph-client.js';
import { toChannelError } from './graph-errors.js';
import { FakeGraphServer } from './testing/fake-graph-server.js';

let fake: FakeGraphServer;
beforeAll(async () => {
  fake = await FakeGraphServer.start();
  fake.addPhoneNumber('111', 'token-111');
});
afterAll(() => fake.close());

const client = (options: Partial<ConstructorParameters<typeof GraphClient>[0]> = {}) =>
  new GraphClient({ baseUrl: fake.baseUrl, version: 'v99.0', accessToken: 'token-111', ...options });

async function failure(promise: Promise<unknown>): Promise<ChannelError> {
  const error: unknown = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!(error instanceof ChannelError)) throw new Error(`expected a ChannelError, got ${String(error)}`);
  return error;
}

describe('GraphClient', () => {
  it('calls the configured base URL and version with the bearer token', async () => {
    await client().postJson('111/messages', { messaging_product: 'whatsapp', status: 'read', message_id: 'wamid.X' });
    const request = fake.requests.at(-1);
    expect(request?.path).toBe('/v99.0/111/messages');
    expect(request?.bearer).toBe('token-111');
  });

  it('maps the 131047 envelope to WINDOW_CLOSED, not retryable', async () => {
    const error = await failure(
      client().postJson('111/messages', {
        messaging_product: 'whatsapp',
        to: '5511999999999',
        type: 'text',
        text: { body: 'hi' },
      }),
    );
    expect(error).toMatchObject({ code: 'WINDOW_CLOSED', retryable: false });
    expect(error.message).toContain('131047');
  });

  it('keeps the Graph code in non-retryable provider errors', async () => {
    const error = await failure(client({ accessToken: 'wrong' }).get('111'));
    expect(error).toMatchObject({ code: 'PROVIDER_ERROR', retryable: false });
    expect(error.message).toContain('Graph error 190');
  });

  it('marks 5xx and 429 answers retryable', async () => {
    fake.failNext(
      { status: 503, body: 'Service Unavailable' },
      { status: 429, body: { error: { code: 4, message: 'Application request limit reached' } } },
    );
    expect(await failure(client().get('111'))).toMatchObject({ code: 'PROVIDER_ERROR', retryable: true });
    expect(await failure(client().get('111'))).toMatchObject({ code: 'PROVIDER_ERROR', retryable: true });
  });

  it('turns timeouts and refused connections into retryable errors', async () => {
    fake.failNext('hang');
    const timedOut = await failure(client({ timeoutMs: 100 }).get('111'));
    expect(timedOut).toMatchObject({ code: 'PROVIDER_ERROR', retryable: true });
    expect(timedOut.message).toContain('timed out');
    const refused = await failure(new GraphClient({ baseUrl: 'http://127.0.0.1:9', accessToken: 'x' }).get('111'));
    expect(refused).toMatchObject({ code: 'PROVIDER_ERROR', retryable: true });
  });
});

describe('toChannelError', () => {
  it.each([
    [{ code: 131047 }, 'WINDOW_CLOSED', false],
    [
      { code: 10, error_subcode: 2018278, message: '(#10) This message is sent outside of allowed window.' },
      'WINDOW_CLOSED',
      false,
    ],
    [{ code: 10, message: 'This message is sent outside of allowed window. Learn more' }, 'WINDOW_CLOSED', false],
    [{ code: 131026 }, 'INVALID_RECIPIENT', false],
    [{ code: 100, error_subcode: 2018001 }, 'INVALID_RECIPIENT', false],
    [{ code: 551 }, 'INVALID_RECIPIENT', false],
    [{ code: 130429 }, 'PROVIDER_ERROR', true],
    [{ code: 132001 }, 'PROVIDER_ERROR', false],
  ])('%j → %s', (error, code, retryable) => {
    expect(toChannelError(400, error)).toMatchObject({ code, retryable });
  });
});
