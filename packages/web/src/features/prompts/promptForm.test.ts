import { describe, expect, it } from 'vitest';
import { promptFormSchema, type PromptView } from '@guiche/shared';
import { promptDialogSchema, promptPayload, promptValuesOf } from './promptForm';

const stored: PromptView = {
  id: 4,
  name: 'Vendas',
  prompt: 'Você é um vendedor.',
  apiKey: '****abcd',
  apiBaseUrl: '',
  model: 'gpt-4o-mini',
  queueId: 2,
  queue: { name: 'Vendas' },
  voice: 'pt-BR-FranciscaNeural',
  voiceKey: '****wxyz',
  voiceRegion: 'brazilsouth',
  maxTokens: 300,
  temperature: 0.5,
  maxMessages: 20,
  lastError: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

const promptFormSchemaOutput = (values: Parameters<typeof promptPayload>[0]) =>
  promptFormSchema.parse(promptPayload(values));
const pathsOf = (values: unknown) =>
  promptDialogSchema.safeParse(values).error?.issues.map((issue) => `${issue.path.join('.')}:${issue.message}`) ?? [];

describe('prompt form', () => {
  it('starts a new prompt with the spec’s defaults and no queue', () => {
    expect(promptValuesOf(null)).toMatchObject({
      queueId: '',
      voice: 'texto',
      maxTokens: 100,
      temperature: 1,
      maxMessages: 10,
      apiKey: '',
    });
  });

  it('asks for the queue with ‘Informe o setor’', () => {
    const values = { ...promptValuesOf(null), name: 'Suporte', prompt: 'Ajude o cliente.' };
    expect(pathsOf(values)).toEqual(['queueId:validation.queueRequired']);
    expect(pathsOf({ ...values, queueId: 3 })).toEqual([]);
  });

  it('never sends the masked keys back: blank keeps the stored ones, a typed key replaces them', () => {
    const values = promptValuesOf(stored);
    expect(values).toMatchObject({ apiKey: '', voiceKey: '', queueId: 2, maxTokens: 300 });
    const kept = promptPayload(values);
    expect(kept).not.toHaveProperty('apiKey');
    expect(kept).not.toHaveProperty('voiceKey');
    expect(promptPayload({ ...values, apiKey: 'sk-nova' })).toMatchObject({ apiKey: 'sk-nova', queueId: 2 });
  });

  it('reads the number fields as the inputs give them (text) and keeps their bounds', () => {
    // The number inputs hold text at run time, whatever the form's types say.
    const text = (value: string) => value as unknown as number;
    const values = { ...promptValuesOf(stored), maxTokens: text('0'), temperature: text('0.7') };
    expect(pathsOf(values).map((issue) => issue.split(':')[0])).toEqual(['maxTokens']);
    expect(promptFormSchemaOutput({ ...values, maxTokens: text('250') })).toMatchObject({
      maxTokens: 250,
      temperature: 0.7,
    });
  });
});
