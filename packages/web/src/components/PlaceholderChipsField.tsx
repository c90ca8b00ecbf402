import Stack from '@mui/material/Stack';
import type { FieldValues } from 'react-hook-form';
import type { PlaceholderName } from '@guiche/shared';
import { FormTextField, type FormTextFieldProps } from './FormTextField';
import { PlaceholderChips, useFormPlaceholderInsert } from './PlaceholderChips';

export type PlaceholderChipsFieldProps<T extends FieldValues> = FormTextFieldProps<T> & {
  /** The placeholders this text is filled with when sent; all by default. */
  placeholderNames?: readonly PlaceholderName[] | undefined;
};

/** A multiline message field of a react-hook-form form, with the chips that write placeholders into it below. */
export function PlaceholderChipsField<T extends FieldValues>({
  placeholderNames,
  ...props
}: PlaceholderChipsFieldProps<T>) {
  const placeholders = useFormPlaceholderInsert<T>(props.name);
  return (
    <Stack spacing={1}>
      <FormTextField<T> multiline {...props} inputRef={placeholders.inputRef} />
      <PlaceholderChips
        fieldLabel={props.label}
        onInsert={placeholders.insert}
        names={placeholderNames}
        disabled={props.disabled}
      />
    </Stack>
  );
}
