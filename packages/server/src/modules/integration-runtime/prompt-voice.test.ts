import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PromptView } from '@guiche/shared';
import { prompts, queues } from '../../db/schema/index.js';
import { call } from '../../test/http.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { waitFor } from '../../test/wait.js';
import { engineConversation } from '../conversation-engine/engine-test-kit.js';
import { SPEECH_OUTPUT_FORMAT } from './azure-speech.js';
import { startFakeAzureSpeech } from './testing/fake-azure-speech.js';
import { startFakeHttp } from './testing/fake-http.js';

const VOICE_KEY = 'azure-speech-key-9876';
const RECORDING = Buffer.concat([Buffer.from('OggS'), Buffer.from('gravação da Maria')]);

let t: TestApp;
let speech: Awaited<ReturnType<typeof startFakeAzureSpeech>>;
let ai: Awaited<ReturnType<typeof startFakeHttp>>;
beforeAll(async () => {
  speech = await startFakeAzureSpeech(VOICE_KEY, (audio, language) =>
    audio.equals(RECORDING) && language === 'pt-BR' ? 'Qual o horário de vocês?' : undefined,
  );
  // An OpenAI-compatible chat-completions API answering what it was asked last.
  ai = await startFakeHttp((request) => {
    const body = request.json as { model: string; messages: { role: string; content: string }[] };
    const content = `Resposta a: ${body.messages.at(-1)?.content ?? ''}`;
    return {
      json: {
        id: 'c1',
        object: 'chat.completion',
        created: 1,
        model: body.model,
        choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
        usage: { prompt_tokens: 10, completion_tokens: 5, total_tokens: 15 },
      },
    };
  });
  t = await startTestApp({
    config: {
      integrations: { dialogflowBaseUrl: undefined, allowPrivateHosts: ['127.0.0.1'], speechBaseUrl: speech.url },
    },
  });
});
afterAll(async () => {
  await t.close();
  await speech.close();
  await ai.close();
});

/** A one-queue connection whose queue is answered by a prompt with `voice` (and the Speech resource `voiceKey`). */
async function promptedQueue(voice: { voice: string; voiceKey?: string; voiceRegion?: string }) {
  const c = await engineConversation(t, { queues: [{ name: 'Atendimento', greetingMessage: 'Fila Atendimento.' }] });
  const created = await call<PromptView>(t.url, 'POST', '/prompt', {
    token: c.token,
    body: {
      name: 'Assistente',
      prompt: 'Você atende a Loja.',
      apiKey: 'sk-test-1234',
      apiBaseUrl: `${ai.url}/v1`,
      queueId: c.queueIds[0],
      ...voice,
    },
  });
  expect(created.status).toBe(201);
  await t.database.db
    .update(queues)
    .set({ promptId: created.body.id })
    .where(eq(queues.id, c.queueIds[0] ?? 0));
  return { c, promptId: created.body.id };
}

const outbound = (chat: Awaited<ReturnType<Awaited<ReturnType<typeof engineConversation>>['phone']>>) =>
  chat.filter((m) => m.direction === 'out');

describe('AI prompts with a voice', { timeout: 90_000 }, () => {
  it('also sends the answer as an Azure neural voice recording, after the text', async () => {
    const { c, promptId } = await promptedQueue({
      voice: 'pt-BR-FranciscaNeural',
      voiceKey: VOICE_KEY,
      voiceRegion: 'brazilsouth',
    });
    const before = speech.spoken.length;
    await c.say('Vocês abrem sábado?');
    const out = outbound(await waitFor(c.phone, (chat) => outbound(chat).length >= 3, 30_000));
    expect(out.map((m) => m.body)).toEqual(['Fila Atendimento.', 'Resposta a: Vocês abrem sábado?', '']);
    expect(out[2]).toMatchObject({ kind: 'audio', mediaMime: 'audio/ogg' });
    expect(speech.spoken.slice(before)).toEqual([
      {
        region: 'brazilsouth',
        voice: 'pt-BR-FranciscaNeural',
        language: 'pt-BR',
        text: 'Resposta a: Vocês abrem sábado?',
        format: SPEECH_OUTPUT_FORMAT,
      },
    ]);
    const [row] = await t.database.db.select().from(prompts).where(eq(prompts.id, promptId));
    expect(row?.lastError).toBeNull();
  });

  it('falls back to text when the speech service refuses, keeps the bot, and shows why on the prompt', async () => {
    const { c, promptId } = await promptedQueue({
      voice: 'pt-BR-AntonioNeural',
      voiceKey: 'wrong-key',
      voiceRegion: 'brazilsouth',
    });
    await c.say('Oi');
    expect(await c.received(2)).toEqual(['Fila Atendimento.', 'Resposta a: Oi']);
    const [row] = await waitFor(
      () => t.database.db.select().from(prompts).where(eq(prompts.id, promptId)),
      ([found]) => found?.lastError !== null,
      30_000,
    );
    expect(row?.lastError).toBe('speech HTTP 401');
    expect(outbound(await c.phone())).toHaveLength(2);
    expect(await c.ticket()).toMatchObject({ useIntegration: true, promptId });
  });

  it('refuses a region that is not an Azure region name (it becomes a host name) and answers in text', async () => {
    const { c, promptId } = await promptedQueue({
      voice: 'pt-BR-FranciscaNeural',
      voiceKey: VOICE_KEY,
      voiceRegion: 'evil.example.com/x',
    });
    await c.say('Oi');
    expect(await c.received(2)).toEqual(['Fila Atendimento.', 'Resposta a: Oi']);
    const [row] = await waitFor(
      () => t.database.db.select().from(prompts).where(eq(prompts.id, promptId)),
      ([found]) => found?.lastError !== null,
      30_000,
    );
    expect(row?.lastError).toMatch(/^speech: ".*" is not an Azure region$/);
  });

  it('speaks text only with the texto voice', async () => {
    const { c } = await promptedQueue({ voice: 'texto', voiceKey: VOICE_KEY, voiceRegion: 'brazilsouth' });
    const before = speech.spoken.length;
    await c.say('Oi');
    expect(await c.received(2)).toEqual(['Fila Atendimento.', 'Resposta a: Oi']);
    expect(speech.spoken.length).toBe(before);
  });

  it("transcribes the contact's recording so the model reads what was said", async () => {
    const { c } = await promptedQueue({ voice: 'texto', voiceKey: VOICE_KEY, voiceRegion: 'brazilsouth' });
    await c.say('Olá');
    expect(await c.received(2)).toEqual(['Fila Atendimento.', 'Resposta a: Olá']);
    const form = new FormData();
    form.append('contactName', 'Maria Souza');
    form.append('file', new Blob([RECORDING], { type: 'audio/ogg' }), 'gravacao.ogg');
    const sent = await fetch(`${t.url}/api/simulator/${c.whatsappId}/chats/5511987654321/messages`, {
      method: 'POST',
      headers: { authorization: `Bearer ${c.token}` },
      body: form,
    });
    expect(sent.status).toBe(201);
    expect((await c.received(3))[2]).toBe('Resposta a: Qual o horário de vocês?');
    expect(speech.heard.at(-1)).toEqual({ region: 'brazilsouth', language: 'pt-BR', type: 'audio/ogg; codecs=opus' });
  });
});
