import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AddressAllowList } from '../../net/address-policy.js';
import { EgressGuard } from '../../net/egress-guard.js';
import { IntegrationFailure } from './http-call.js';
import { runPrompt, type PromptSettings } from './prompt-runner.js';
import { startFakeHttp } from './testing/fake-http.js';

/**
 * How runPrompt reads the openai client's outcomes: the answer and its usage, an HTTP error, and a call the egress
 * guard refused (which the client wraps as the cause of its own error). Pinned here because a major of the client
 * may change how it wraps them; the runtime test covers the prompt end to end.
 */
const loopback = new EgressGuard({ allowList: new AddressAllowList(['127.0.0.1']), selfAddresses: [] });
const settings = (apiBaseUrl: string): PromptSettings => ({
  prompt: 'Você atende a Loja.',
  apiKey: 'sk-test',
  apiBaseUrl,
  model: null,
  maxTokens: 50,
  temperature: 1,
});
const completion = (content: string) => ({
  id: 'c1',
  object: 'chat.completion',
  created: 1,
  model: 'gpt-4o-mini',
  choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
  usage: { prompt_tokens: 10, completion_tokens: 5, total_tokens: 15 },
});

let provider: Awaited<ReturnType<typeof startFakeHttp>>;

beforeAll(async () => {
  provider = await startFakeHttp((request) => {
    const last = (request.json as { messages: { content: string }[] }).messages.at(-1)?.content ?? '';
    if (last === 'chave errada')
      return { status: 401, json: { error: { message: 'Incorrect API key provided', type: 'invalid_request_error' } } };
    return { json: completion(last === 'humano' ? 'Um momento. [[ATENDENTE]]' : `Resposta a: ${last}`) };
  });
});

afterAll(async () => {
  await provider.close();
});

const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error,
  );

describe('runPrompt', () => {
  it('answers with the model’s text and its token usage; the marker hands over and is never sent', async () => {
    const answer = await runPrompt(loopback, settings(`${provider.url}/v1`), [
      { fromMe: false, body: 'Qual o horário?' },
    ]);
    expect(answer).toMatchObject({
      messages: [{ body: 'Resposta a: Qual o horário?' }],
      action: undefined,
      usage: { totalTokens: 15 },
    });
    const handOff = await runPrompt(loopback, settings(`${provider.url}/v1`), [{ fromMe: false, body: 'humano' }]);
    expect(handOff).toMatchObject({ messages: [{ body: 'Um momento.' }], action: { type: 'handOff' } });
  });

  it('reports the provider’s HTTP error with its status', async () => {
    const error = await failureOf(
      runPrompt(loopback, settings(`${provider.url}/v1`), [{ fromMe: false, body: 'chave errada' }]),
    );
    expect(error).toBeInstanceOf(IntegrationFailure);
    expect((error as Error).message).toMatch(/^HTTP 401: .*Incorrect API key/);
  });

  it('reports a base URL the egress guard refuses as refused, naming why, and never reaches it', async () => {
    const before = provider.requests.length;
    const error = await failureOf(
      runPrompt(new EgressGuard({ selfAddresses: [] }), settings(`${provider.url}/v1`), [
        { fromMe: false, body: 'Oi' },
      ]),
    );
    expect(error).toBeInstanceOf(IntegrationFailure);
    expect((error as Error).message).toMatch(/^refused: 127\.0\.0\.1(:\d+)? points to a loopback address/);
    expect(provider.requests.length).toBe(before);
  });
});
