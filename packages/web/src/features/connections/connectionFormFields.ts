import type { ConnectionFormField, ConnectionFormInput } from './connectionForm';

/** The form's fields by the kind of value they hold, so each field component accepts only its own kind. */
type FieldsHolding<T> = {
  [K in ConnectionFormField]: ConnectionFormInput[K] extends T ? K : never;
}[ConnectionFormField];

export type TextFieldName = Exclude<FieldsHolding<string | null>, 'groupAsTicket'>;
export type NumberFieldName = Exclude<FieldsHolding<number | undefined>, 'whenExpiresTicket'>;
export type SwitchFieldName = FieldsHolding<boolean>;
