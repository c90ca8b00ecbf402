import { describe, expect, it } from 'vitest';
import {
  queueIntegrationDialogSchema,
  queueIntegrationPayload,
  queueIntegrationValuesOf,
} from './queueIntegrationForm';

describe('queue integration form', () => {
  it('sends only the fields of the chosen type, so a changed type leaves nothing behind', () => {
    const values = {
      ...queueIntegrationValuesOf(null),
      type: 'webhook' as const,
      name: 'Pedidos',
      urlN8N: 'https://n8n.example.com/w',
      projectName: 'velho',
      typebotSlug: 'x',
    };
    expect(queueIntegrationPayload(values)).toEqual({
      type: 'webhook',
      name: 'Pedidos',
      urlN8N: 'https://n8n.example.com/w',
    });
  });

  it('asks for the service-account JSON of a new Dialogflow agent, not of one being edited', () => {
    const values = { ...queueIntegrationValuesOf(null), name: 'Agente', projectName: 'agente-1' };
    const issues = (editing: boolean) =>
      queueIntegrationDialogSchema(editing)
        .safeParse(values)
        .error?.issues.map((issue) => issue.path.join('.')) ?? [];
    expect(issues(false)).toEqual(['jsonContent']);
    expect(issues(true)).toEqual([]);
  });

  it('keeps the spec’s name rules and Typebot defaults', () => {
    const values = queueIntegrationValuesOf(null);
    expect(values).toMatchObject({
      type: 'dialogflow',
      language: 'pt-BR',
      typebotExpires: 1,
      typebotDelayMessage: 1000,
    });
    const short = queueIntegrationDialogSchema(false).safeParse({
      ...values,
      type: 'n8n',
      name: 'P',
      urlN8N: 'https://x.y',
    });
    expect(short.error?.issues).toContainEqual(
      expect.objectContaining({ path: ['name'], message: 'validation.tooShort' }),
    );
  });
});
