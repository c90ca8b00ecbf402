import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ChatbotOptionType } from '@guiche/shared';
import { OptionFieldsEditor } from './OptionFieldsEditor';
import type { OptionDraft } from './optionTree';

/** One option held in state, as the tree store holds it: every change comes back through `onChange`. */
function Harness({ queueType }: { queueType: ChatbotOptionType }) {
  const [option, setOption] = useState<OptionDraft>({
    key: 'k1',
    name: 'Vendas',
    greetingMessage: 'Olá',
    queueType,
    optQueueId: null,
    optUserId: null,
    optIntegrationId: null,
    optFileId: null,
    closeTicket: false,
  });
  return <OptionFieldsEditor option={option} errors={{}} onChange={(patch) => setOption({ ...option, ...patch })} />;
}

const chips = () => screen.getByRole('group', { name: 'Campos para inserir em Mensagem' });

describe('OptionFieldsEditor placeholders', { timeout: 30_000 }, () => {
  it("writes a placeholder into the option's message, and typing goes on after it", async () => {
    const user = userEvent.setup();
    render(<Harness queueType="text" />);
    // The bot sends it before any attendant holds the ticket.
    expect(chips().textContent).not.toContain('Atendente');
    await user.click(within(chips()).getByRole('button', { name: 'Inserir Nome ({{name}})' }));
    const message = screen.getByRole('textbox', { name: 'Mensagem' }) as HTMLTextAreaElement;
    expect(message.value).toBe('Olá {{name}}');
    await user.keyboard(', tudo bem?');
    expect(message.value).toBe('Olá {{name}}, tudo bem?');
  });

  it('offers the attendant to an option that hands the ticket to one', () => {
    render(<Harness queueType="attendent" />);
    expect(within(chips()).getByRole('button', { name: 'Inserir Atendente ({{userName}})' })).toBeDefined();
  });
});
