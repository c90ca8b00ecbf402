import { useState } from 'react';
import { useController, useFormContext, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { moneyFormat } from '../features/plans/money';
import { validationMessage } from '../i18n/validationMessage';
import { cleanMoneyText, formatMoneyText, moneyConventions, parseMoneyText } from './CurrencyFieldText';

export type CurrencyFieldProps<T extends FieldValues> = {
  name: FieldPath<T>;
  label: string;
} & Omit<
  TextFieldProps,
  'name' | 'label' | 'value' | 'defaultValue' | 'onChange' | 'type' | 'error' | 'helperText' | 'slotProps'
>;

/** The amount a form holds: a number as typed here, or text as the API answers it ('49.90'); none when empty. */
function amountOf(value: unknown): number | undefined {
  const amount = typeof value === 'number' ? value : typeof value === 'string' && value.trim() ? Number(value) : NaN;
  return Number.isFinite(amount) ? amount : undefined;
}

/**
 * A money field of a react-hook-form form, typed the way the interface language writes prices (moneyFormat): in
 * Portuguese '49,90' beside 'R$', in English '49.90'. The form holds the amount as a number (49.9), or null once the
 * field is emptied: react-hook-form reads an undefined value as "back to the default", which would refill the field.
 * The text stays as typed while the field has the focus, and takes the locale's grouping and two decimals on leaving.
 */
export function CurrencyField<T extends FieldValues>({ name, onBlur, ...props }: CurrencyFieldProps<T>) {
  const { i18n } = useTranslation();
  const { control } = useFormContext<T>();
  const { field, fieldState } = useController<T>({ name, control });
  const language = i18n.language;
  const rules = moneyConventions(moneyFormat(language));
  const amount = amountOf(field.value);
  const [typed, setTyped] = useState<{ text: string; language: string } | null>(null);
  // What was typed, while it still means the form's amount in the current language; else the amount, formatted
  // (after a reset of the form or a change of language).
  const text =
    typed && typed.language === language && parseMoneyText(typed.text, rules) === amount
      ? typed.text
      : formatMoneyText(amount, rules);
  const currency = <InputAdornment position={rules.currencyAfter ? 'end' : 'start'}>{rules.currency}</InputAdornment>;
  return (
    <TextField
      fullWidth
      {...props}
      name={field.name}
      inputRef={field.ref}
      value={text}
      onChange={(event) => {
        const cleaned = cleanMoneyText(event.target.value, rules);
        setTyped({ text: cleaned, language });
        field.onChange(parseMoneyText(cleaned, rules) ?? null);
      }}
      onBlur={(event) => {
        setTyped(null);
        field.onBlur();
        onBlur?.(event);
      }}
      error={Boolean(fieldState.error)}
      helperText={validationMessage(fieldState.error?.message)}
      slotProps={{
        input: rules.currencyAfter ? { endAdornment: currency } : { startAdornment: currency },
        // The placeholder shows the locale's way of writing a price: 0,00 or 0.00.
        htmlInput: { inputMode: 'decimal', autoComplete: 'off', placeholder: formatMoneyText(0, rules) },
      }}
    />
  );
}
