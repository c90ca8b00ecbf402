import { describe, expect, it } from 'vitest';
import type { QuickMessageView } from '@guiche/shared';
import { filterQuickReplies, quickReplyLabel, quickReplyQuery, truncateLabel } from './quickReplies';

const reply = (
  id: number,
  shortcode: string,
  message: string,
  changes: Partial<QuickMessageView> = {},
): QuickMessageView => ({
  id,
  shortcode,
  message,
  geral: false,
  status: 'active',
  isCategory: false,
  categoryId: null,
  mediaPath: null,
  mediaName: null,
  isMedia: false,
  userId: 1,
  ...changes,
});

describe('quickReplyQuery', () => {
  it("opens only for '/' at the very start, the rest is the filter", () => {
    expect(quickReplyQuery('/')).toBe('');
    expect(quickReplyQuery('/Bom')).toBe('bom');
    expect(quickReplyQuery('olá /bom')).toBeNull();
    expect(quickReplyQuery(' /bom')).toBeNull();
  });

  it('closes once the attendant goes on to a new line', () => {
    expect(quickReplyQuery('/bom\ndia')).toBeNull();
  });
});

describe('filterQuickReplies', () => {
  const list = [
    reply(1, 'bomdia', 'Bom dia! Como posso ajudar?'),
    reply(2, 'pix', 'Nossa chave pix é a do CNPJ'),
    reply(3, 'old', 'Bom dia antigo', { status: 'inactive' }),
    reply(4, 'Saudações', '', { isCategory: true }),
  ];

  it('matches the shortcode or the text, ignoring case', () => {
    expect(filterQuickReplies(list, 'bom').map((entry) => entry.id)).toEqual([1]);
    expect(filterQuickReplies(list, 'cnpj').map((entry) => entry.id)).toEqual([2]);
  });

  it('lists every active reply for a bare slash, never categories or inactive ones', () => {
    expect(filterQuickReplies(list, '').map((entry) => entry.id)).toEqual([1, 2]);
  });
});

describe('labels', () => {
  it('cuts at 35 characters', () => {
    const label = quickReplyLabel(reply(1, 'boasvindas', 'Olá! Seja muito bem-vindo à nossa loja virtual'));
    expect(label).toBe(`${'boasvindas - Olá! Seja muito bem-vi'}...`);
    expect(label.length).toBe(35 + 3);
  });

  it('leaves short labels whole and flattens line breaks', () => {
    expect(truncateLabel('a\nb')).toBe('a b');
    expect(truncateLabel('x'.repeat(35))).toBe('x'.repeat(35));
  });
});
