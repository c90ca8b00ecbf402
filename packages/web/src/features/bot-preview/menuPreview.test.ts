import { describe, expect, it } from 'vitest';
import { connectionMenuPreview, queueMenuPreview, type MenuQueue } from './menuPreview';

const queue = (id: number, name: string, orderQueue: number | null, greetingMessage = ''): MenuQueue => ({
  id,
  name,
  orderQueue,
  greetingMessage,
});

describe('connectionMenuPreview', () => {
  it('numbers several queues by orderQueue under the greeting, in one message', () => {
    const preview = connectionMenuPreview(
      'Olá, {{name}}!',
      [queue(1, 'Suporte', 2), queue(2, 'Vendas', 1), queue(3, 'Financeiro', null)],
      false,
    );
    expect(preview).toEqual({
      kind: 'menu',
      messages: ['Olá, {{name}}!\n\n*[ 1 ]* - Vendas\n*[ 2 ]* - Suporte\n*[ 3 ]* - Financeiro'],
    });
  });

  it('sends the menu alone when there is no greeting', () => {
    expect(connectionMenuPreview('  ', [queue(1, 'A', 1), queue(2, 'B', 2)], false).messages).toEqual([
      '*[ 1 ]* - A\n*[ 2 ]* - B',
    ]);
  });

  it('joins the only queue: its greeting, after the connection greeting only with the setting', () => {
    const only = [queue(1, 'Vendas', null, 'Bem-vindo às vendas')];
    expect(connectionMenuPreview('Olá!', only, false)).toEqual({ kind: 'single', messages: ['Bem-vindo às vendas'] });
    expect(connectionMenuPreview('Olá!', only, true)).toEqual({
      kind: 'single',
      messages: ['Olá!', 'Bem-vindo às vendas'],
    });
  });

  it('greets alone without queues, and says nothing without a greeting', () => {
    expect(connectionMenuPreview('Olá!', [], false)).toEqual({ kind: 'none', messages: ['Olá!'] });
    expect(connectionMenuPreview(null, [], false)).toEqual({ kind: 'none', messages: [] });
  });
});

describe('queueMenuPreview', () => {
  it('offers the first level under the queue greeting, with the way back to the menu', () => {
    expect(queueMenuPreview('Como podemos ajudar?', ['Segunda via', 'Falar com atendente'])).toEqual([
      'Como podemos ajudar?\n\n*[ 1 ]* - Segunda via\n*[ 2 ]* - Falar com atendente\n\n*[ # ]* - Menu inicial',
    ]);
  });

  it('is the greeting alone without options', () => {
    expect(queueMenuPreview('Aguarde um atendente', [])).toEqual(['Aguarde um atendente']);
    expect(queueMenuPreview('', [])).toEqual([]);
  });
});
