import { afterEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { DEFAULT_LANGUAGE } from '@guiche/shared';
import { i18n } from '../i18n';
import { CurrencyField } from './CurrencyField';

interface PriceForm {
  price: number | string | null;
}

/** A form holding one price, and what it holds, as the output shows it. */
function PriceForm({ price = null }: Partial<PriceForm>) {
  const form = useForm<PriceForm>({ defaultValues: { price } });
  const held = useWatch({ control: form.control, name: 'price' });
  return (
    <FormProvider {...form}>
      <CurrencyField<PriceForm> name="price" label="Preço" />
      <output data-testid="held">{JSON.stringify(held)}</output>
    </FormProvider>
  );
}

const field = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'Preço' });
const held = () => JSON.parse(screen.getByTestId('held').textContent ?? '') as unknown;

afterEach(async () => {
  await i18n.changeLanguage(DEFAULT_LANGUAGE);
});

describe('CurrencyField', { timeout: 30_000 }, () => {
  it('in Portuguese, "49,90" typed beside R$ is 49.9, shown as typed', async () => {
    render(<PriceForm />);
    expect(screen.getByText('R$')).toBeTruthy();
    await userEvent.type(field(), '49,90');
    expect(held()).toBe(49.9);
    expect(field().value).toBe('49,90');
    await userEvent.tab();
    expect(field().value).toBe('49,90');
    expect(held()).toBe(49.9);
  });

  it('in Portuguese, a pasted "R$ 1.234,56" is 1234.56', async () => {
    render(<PriceForm />);
    await userEvent.click(field());
    await userEvent.paste('R$ 1.234,56');
    expect(held()).toBe(1234.56);
    expect(field().value).toBe('1.234,56');
  });

  it('in Portuguese, a point before two digits is the decimal one, and a third decimal is refused', async () => {
    render(<PriceForm />);
    await userEvent.type(field(), '49.90');
    expect(held()).toBe(49.9);
    await userEvent.tab();
    expect(field().value).toBe('49,90');
    await userEvent.type(field(), '5');
    expect(field().value).toBe('49,90');
    expect(held()).toBe(49.9);
  });

  it('in English, "49.90" is 49.9', async () => {
    await i18n.changeLanguage('en');
    render(<PriceForm />);
    await userEvent.type(field(), '49.90');
    expect(held()).toBe(49.9);
    await userEvent.tab();
    expect(field().value).toBe('49.90');
  });

  it('shows the amount the API answers in the language, and holds none once cleared', async () => {
    render(<PriceForm price="1234.5" />);
    expect(field().value).toBe('1.234,50');
    await userEvent.clear(field());
    expect(held()).toBeNull();
    expect(field().value).toBe('');
    await userEvent.tab();
    expect(field().value).toBe('');
    expect(held()).toBeNull();
  });
});
