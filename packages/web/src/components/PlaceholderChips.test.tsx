import { useState } from 'react';
import TextField from '@mui/material/TextField';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormProvider, useForm, useFormState, useWatch } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { FormTextField } from './FormTextField';
import { PlaceholderChips, useFormPlaceholderInsert, usePlaceholderInsert } from './PlaceholderChips';

interface Values {
  message: string;
}

/** A react-hook-form text field with its chips, and what the form holds, shown for the test to read. */
function FormHarness({ initial }: { initial: string }) {
  const form = useForm<Values>({ defaultValues: { message: initial } });
  return (
    <FormProvider {...form}>
      <FormFields />
    </FormProvider>
  );
}

function FormFields() {
  const placeholders = useFormPlaceholderInsert<Values>('message');
  const message = useWatch<Values, 'message'>({ name: 'message' });
  const { isDirty } = useFormState<Values>();
  return (
    <>
      <FormTextField<Values> name="message" label="Mensagem" multiline inputRef={placeholders.inputRef} />
      <PlaceholderChips fieldLabel="Mensagem" onInsert={placeholders.insert} />
      <output data-testid="form-value">{message}</output>
      <output data-testid="form-dirty">{String(isDirty)}</output>
    </>
  );
}

/**
 * A controlled text field (state outside react-hook-form, as the chatbot options are) with a subset of chips; without
 * `withRef` the chips cannot see its caret.
 */
function ControlledHarness({ withRef = true }: { withRef?: boolean }) {
  const [text, setText] = useState('Seu atendimento foi aberto.');
  const placeholders = usePlaceholderInsert({ read: () => text, write: setText });
  return (
    <>
      <TextField
        label="Texto"
        value={text}
        onChange={(event) => setText(event.target.value)}
        inputRef={withRef ? placeholders.inputRef : undefined}
      />
      <PlaceholderChips fieldLabel="Texto" onInsert={placeholders.insert} names={['protocol', 'queue']} />
      <output data-testid="state-value">{text}</output>
    </>
  );
}

const messageBox = () => screen.getByRole('textbox', { name: 'Mensagem' }) as HTMLTextAreaElement;

describe('PlaceholderChips', { timeout: 30_000 }, () => {
  it('names each chip in Portuguese, shows its token, and says which field it writes into', () => {
    render(<FormHarness initial="" />);
    const group = screen.getByRole('group', { name: 'Campos para inserir em Mensagem' });
    expect(group.textContent).toContain('Clique para inserir no texto');
    const firstName = screen.getByRole('button', { name: 'Inserir Primeiro nome ({{firstName}})' });
    expect(firstName.textContent).toBe('Primeiro nome');
    expect(firstName.getAttribute('title')).toBe('{{firstName}}');
    expect(screen.getAllByRole('button')).toHaveLength(10);
  });

  it('appends the token after a space to a field that was never focused, and marks the form dirty', async () => {
    const user = userEvent.setup();
    render(<FormHarness initial="Olá" />);
    await user.click(screen.getByRole('button', { name: /^Inserir Nome / }));
    expect(messageBox().value).toBe('Olá {{name}}');
    expect(screen.getByTestId('form-value').textContent).toBe('Olá {{name}}');
    expect(screen.getByTestId('form-dirty').textContent).toBe('true');
    // The field takes the focus back, its caret after the token, so typing goes on from there.
    expect(document.activeElement).toBe(messageBox());
    expect(messageBox().selectionStart).toBe('Olá {{name}}'.length);
  });

  it('inserts at the caret, then goes on from after the token', async () => {
    const user = userEvent.setup();
    render(<FormHarness initial="" />);
    const box = messageBox();
    await user.type(box, 'Olá, tudo bem?');
    box.setSelectionRange('Olá, '.length, 'Olá, '.length);
    await user.click(screen.getByRole('button', { name: /^Inserir Primeiro nome / }));
    // A space keeps the token off the word after it.
    expect(box.value).toBe('Olá, {{firstName}} tudo bem?');
    await user.keyboard('querido ');
    expect(screen.getByTestId('form-value').textContent).toBe('Olá, {{firstName}} querido tudo bem?');
  });

  it('replaces the selected text with the token', async () => {
    const user = userEvent.setup();
    render(<FormHarness initial="" />);
    const box = messageBox();
    await user.type(box, 'Bom dia, Maria');
    box.setSelectionRange(0, 'Bom dia'.length);
    await user.click(screen.getByRole('button', { name: /^Inserir Saudação / }));
    expect(screen.getByTestId('form-value').textContent).toBe('{{ms}}, Maria');
  });

  it('offers only the names given, and writes into a controlled field at its caret', async () => {
    const user = userEvent.setup();
    render(<ControlledHarness />);
    expect(screen.getAllByRole('button').map((chip) => chip.textContent)).toEqual(['Protocolo', 'Fila']);
    const box = screen.getByRole('textbox', { name: 'Texto' }) as HTMLInputElement;
    await user.click(box);
    box.setSelectionRange('Seu atendimento'.length, 'Seu atendimento'.length);
    await user.click(screen.getByRole('button', { name: /^Inserir Protocolo / }));
    expect(screen.getByTestId('state-value').textContent).toBe('Seu atendimento {{protocol}} foi aberto.');
    expect(box.value).toBe('Seu atendimento {{protocol}} foi aberto.');
    expect(box.selectionStart).toBe('Seu atendimento {{protocol}}'.length);
  });

  it('appends to a field whose input it was not given, even where the caret stands', async () => {
    const user = userEvent.setup();
    render(<ControlledHarness withRef={false} />);
    const box = screen.getByRole('textbox', { name: 'Texto' }) as HTMLInputElement;
    await user.click(box);
    box.setSelectionRange(0, 0);
    await user.click(screen.getByRole('button', { name: /^Inserir Fila / }));
    expect(screen.getByTestId('state-value').textContent).toBe('Seu atendimento foi aberto. {{queue}}');
  });
});
