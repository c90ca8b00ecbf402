import { describe, expect, it } from 'vitest';
import { chatbotDepth, queueInputSchema, QUEUE_COLORS, MAX_CHATBOT_DEPTH, type ChatbotOption } from './queue.js';

const chain = (depth: number): ChatbotOption[] =>
  depth === 0 ? [] : [{ name: `Nivel ${depth}`, queueType: 'text', options: chain(depth - 1) }];

describe('queue contract', () => {
  it('has a palette of 50 distinct colours', () => {
    expect(QUEUE_COLORS).toHaveLength(50);
    expect(new Set(QUEUE_COLORS.map((c) => c.toLowerCase())).size).toBe(50);
  });

  it('measures tree depth and refuses trees deeper than the limit', () => {
    expect(chatbotDepth(chain(3))).toBe(3);
    expect(
      queueInputSchema.safeParse({ name: 'Fila', color: '#000000', chatbots: chain(MAX_CHATBOT_DEPTH) }).success,
    ).toBe(true);
    expect(
      queueInputSchema.safeParse({ name: 'Fila', color: '#000000', chatbots: chain(MAX_CHATBOT_DEPTH + 1) }).success,
    ).toBe(false);
  });

  it('requires the target that an option type names', () => {
    const result = queueInputSchema.safeParse({
      name: 'Fila',
      color: '#000000',
      chatbots: [{ name: 'Opcao', queueType: 'queue' }],
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({
      path: ['chatbots', 0, 'queueType'],
      message: 'validation.chatbotTargetRequired',
    });
  });
});
