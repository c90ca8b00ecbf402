import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PlanValues } from '@guiche/shared';
import { ptBR } from '../../i18n/locales/pt-BR';
import { PlanDialog } from './PlanDialog';

describe('PlanDialog price', { timeout: 30_000 }, () => {
  it('asks for a price left empty, and sends "49,90" typed in Portuguese as 49.90', async () => {
    const onSave = vi.fn<(values: PlanValues) => Promise<void>>(() => Promise.resolve());
    render(<PlanDialog plan={null} onClose={() => undefined} onSave={onSave} />);
    await userEvent.type(screen.getByRole('textbox', { name: ptBR.plans.fields.name }), 'Plano Ouro');
    const price = screen.getByRole<HTMLInputElement>('textbox', { name: ptBR.plans.fields.amount });
    expect(price.value).toBe('');

    await userEvent.click(screen.getByTestId('plan-submit'));
    expect(await screen.findByText(ptBR.validation.required)).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();

    await userEvent.type(price, '49,90');
    await userEvent.click(screen.getByTestId('plan-submit'));
    await waitFor(() => expect(onSave).toHaveBeenCalledOnce());
    expect(onSave.mock.calls[0]?.[0]).toMatchObject({ name: 'Plano Ouro', amount: '49.90' });
  });
});
