import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { BotPreviewPhone } from './BotPreviewPhone';

describe('BotPreviewPhone', () => {
  it("shows the bot's menu as the contact reads it: options in bold, markers gone, lines kept", () => {
    render(
      <BotPreviewPhone
        title="Loja"
        contactMessage="oi"
        messages={['Escolha:\n*[ 1 ]* - Vendas\n*[ 2 ]* - _Suporte_']}
        emptyText="nada"
        testId="preview"
      />,
    );
    const [contact, menu] = screen.getAllByTestId('bot-preview-bubble');
    expect(contact?.textContent).toBe('oi');
    expect(menu?.textContent).toBe('Escolha:\n[ 1 ] - Vendas\n[ 2 ] - Suporte');
    expect(screen.getAllByRole('strong').map((bold) => bold.textContent)).toEqual(['[ 1 ]', '[ 2 ]']);
    expect(screen.getByRole('emphasis').textContent).toBe('Suporte');
  });

  it('says so when the bot would send nothing', () => {
    render(<BotPreviewPhone title="Loja" messages={[]} emptyText="O bot não envia nada" testId="preview" />);
    expect(screen.queryByTestId('bot-preview-bubble')).toBeNull();
    expect(screen.getByTestId('bot-preview-empty').textContent).toBe('O bot não envia nada');
  });
});
