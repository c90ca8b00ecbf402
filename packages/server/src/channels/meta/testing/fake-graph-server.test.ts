import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeGraphServer } from './fake-graph-server.js';

const HOUR = 60 * 60 * 1000;
let fake: FakeGraphServer;
beforeAll(async () => {
  fake = await FakeGraphServer.start();
  fake.addPhoneNumber('PH', 'wa');
  fake.addPage('PG', 'pg');
});
afterAll(() => fake.close());

interface Answer {
  status: number;
  body: { error?: { code: number; error_subcode?: number } } & Record<string, unknown>;
}

async function post(path: string, token: string, body: unknown): Promise<Answer> {
  const response = await fetch(`${fake.baseUrl}/v25.0/${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as never };
}

describe('fake Cloud API rules', () => {
  const send = (message: Record<string, unknown>) =>
    post('PH/messages', 'wa', { messaging_product: 'whatsapp', to: '5511', ...message });

  it('refuses bad tokens, unknown numbers and malformed messages', async () => {
    fake.state.userMessaged('PH', '5511');
    expect((await post('PH/messages', 'nope', {})).body.error?.code).toBe(190);
    expect((await post('NOPE/messages', 'wa', {})).body.error?.code).toBe(100);
    expect((await send({ type: 'text', text: { body: 'x'.repeat(4097) } })).status).toBe(400);
    expect((await send({ type: 'audio', audio: { link: 'https://x/a.ogg', caption: 'no' } })).status).toBe(400);
    expect((await send({ type: 'image', image: { id: 'not-uploaded' } })).status).toBe(400);
    expect((await send({ type: 'image', image: { link: 'https://x/a.jpg' } })).status).toBe(200);
  });

  it('free-form needs an open window; templates do not', async () => {
    fake.state.advance(25 * HOUR);
    expect((await send({ type: 'text', text: { body: 'oi' } })).body.error?.code).toBe(131047);
    expect(
      (await send({ type: 'template', template: { name: 'hello_world', language: { code: 'pt_BR' } } })).status,
    ).toBe(200);
  });
});

describe('fake Send API rules', () => {
  const send = (extra: Record<string, unknown>) =>
    post('PG/messages', 'pg', { recipient: { id: 'U1' }, message: { text: 'oi' }, ...extra });

  it('RESPONSE within 24 h, HUMAN_AGENT up to 7 days, nothing after', async () => {
    fake.state.userMessaged('PG', 'U1');
    expect((await send({ messaging_type: 'RESPONSE' })).status).toBe(200);
    fake.state.advance(30 * HOUR);
    expect((await send({ messaging_type: 'RESPONSE' })).body.error).toMatchObject({ code: 10, error_subcode: 2018278 });
    expect((await send({ messaging_type: 'MESSAGE_TAG' })).status).toBe(400);
    expect((await send({ messaging_type: 'MESSAGE_TAG', tag: 'HUMAN_AGENT' })).status).toBe(200);
    fake.state.advance(7 * 24 * HOUR);
    expect((await send({ messaging_type: 'MESSAGE_TAG', tag: 'HUMAN_AGENT' })).body.error?.code).toBe(10);
  });

  it('needs text xor attachment and a known sender action', async () => {
    fake.state.userMessaged('PG', 'U1');
    expect((await send({ messaging_type: 'RESPONSE', message: {} })).status).toBe(400);
    expect(
      (await send({ messaging_type: 'RESPONSE', message: { attachment: { type: 'image', payload: {} } } })).status,
    ).toBe(400);
    expect((await post('PG/messages', 'pg', { recipient: { id: 'U1' }, sender_action: 'dance' })).status).toBe(400);
    expect((await post('PG/messages', 'pg', { recipient: { id: 'U1' }, sender_action: 'typing_on' })).body).toEqual({
      recipient_id: 'U1',
    });
  });
});
