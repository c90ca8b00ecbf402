import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n';
import { ptBR } from '../../i18n/locales/pt-BR';
import { conflictText } from './conflictText';

i18n.addResourceBundle('pt-BR', 'translation', ptBR, true, true);
const t = i18n.getFixedT('pt-BR');

describe('the notice of a contact already in a ticket', () => {
  it('names the attendant and the queue only when there are ones', () => {
    expect(conflictText(t, { userName: 'Ana', queueName: 'Vendas' })).toBe(
      'Este contato já está sendo atendido por Ana na fila Vendas.',
    );
    expect(conflictText(t, { userName: 'Ana', queueName: null })).toBe('Este contato já está sendo atendido por Ana.');
    expect(conflictText(t, { userName: null, queueName: 'Vendas' })).toBe(
      'Este contato já tem um atendimento aguardando na fila Vendas.',
    );
    expect(conflictText(t, { userName: null, queueName: null })).toBe('Este contato já tem um atendimento aguardando.');
  });
});
