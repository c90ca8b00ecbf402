import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormProvider, useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { BEFORE_ATTENDANT } from './PlaceholderChips';
import { PlaceholderChipsField } from './PlaceholderChipsField';

interface Values {
  greeting: string;
  farewell: string;
}

/** Two message fields of one form, as the connection and queue dialogs have them, each with its own chips. */
function Harness({ onValues }: { onValues(values: Values): void }) {
  const form = useForm<Values>({ defaultValues: { greeting: 'Olá', farewell: 'Até logo' } });
  return (
    <FormProvider {...form}>
      <form onSubmit={form.handleSubmit(onValues)}>
        <PlaceholderChipsField<Values> name="greeting" label="Saudação" placeholderNames={BEFORE_ATTENDANT} />
        <PlaceholderChipsField<Values> name="farewell" label="Despedida" />
        <button type="submit">Salvar</button>
      </form>
    </FormProvider>
  );
}

describe('PlaceholderChipsField', { timeout: 30_000 }, () => {
  it('writes each row of chips into its own field, offering only the placeholders the text is filled with', async () => {
    const user = userEvent.setup();
    const saved: Values[] = [];
    render(<Harness onValues={(values) => saved.push(values)} />);
    const greetingChips = screen.getByRole('group', { name: 'Campos para inserir em Saudação' });
    const farewellChips = screen.getByRole('group', { name: 'Campos para inserir em Despedida' });
    expect(greetingChips.textContent).not.toContain('Atendente');
    expect(farewellChips.textContent).toContain('Atendente');

    await user.click(within(greetingChips).getByRole('button', { name: 'Inserir Nome ({{name}})' }));
    await user.click(within(farewellChips).getByRole('button', { name: 'Inserir Atendente ({{userName}})' }));
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(saved).toEqual([{ greeting: 'Olá {{name}}', farewell: 'Até logo {{userName}}' }]);
    expect((screen.getByRole('textbox', { name: 'Saudação' }) as HTMLTextAreaElement).value).toBe('Olá {{name}}');
  });
});
