import { FormTextField, type FormTextFieldProps } from '../../components/FormTextField';
import type { ConnectionFormInput } from './connectionForm';
import type { TextFieldName } from './connectionFormFields';

/** A text (or message) field of the connection modal; its names exclude the text-valued switches. */
export function ConnectionTextField(props: FormTextFieldProps<ConnectionFormInput> & { name: TextFieldName }) {
  return <FormTextField<ConnectionFormInput> {...props} />;
}
