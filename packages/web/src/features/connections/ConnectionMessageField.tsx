import { PlaceholderChipsField, type PlaceholderChipsFieldProps } from '../../components/PlaceholderChipsField';
import type { ConnectionFormInput } from './connectionForm';
import type { TextFieldName } from './connectionFormFields';

/** A message the connection sends to contacts, with the placeholder chips that fill it for each ticket. */
export function ConnectionMessageField(
  props: PlaceholderChipsFieldProps<ConnectionFormInput> & { name: TextFieldName },
) {
  return <PlaceholderChipsField<ConnectionFormInput> {...props} />;
}
