import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'react-toastify';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  contactListItemFormSchema,
  displayPhone,
  phoneOrMaskField,
  phoneToSend,
  type ContactListItemView,
} from '@guiche/shared';
import { usePhoneRegion } from '../../lib/usePhoneRegion';
import { handleApiError } from '../../api/errorHandler';
import { DialogForm } from '../../components/DialogForm';
import { validationMessage } from '../../i18n/validationMessage';
import { FORM_SUBMIT_DELAY_MS, pause } from '../../lib/forms';
import { contactListsKeys, createContactListItem, updateContactListItem } from './contactListsApi';

type Values = z.input<typeof contactListItemFormSchema>;
type Output = z.output<typeof contactListItemFormSchema>;

/** Add or edit one contact of a list (spec 3 §5: name 2–50, a valid number in the person's region, email valid). */
export function ContactListItemDialog({
  target,
  contactListId,
  onClose,
}: {
  target: { item: ContactListItemView | null } | null;
  contactListId: number;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const editing = target?.item ?? null;
  return (
    <Dialog
      open={target !== null}
      onClose={onClose}
      fullWidth
      maxWidth="xs"
      aria-labelledby="contact-item-dialog-title"
      data-testid="contact-item-dialog"
    >
      <DialogTitle id="contact-item-dialog-title">
        {editing ? t('contactListItems.dialog.editTitle') : t('contactListItems.dialog.addTitle')}
      </DialogTitle>
      {target && <ItemForm key={editing?.id ?? 'new'} item={editing} contactListId={contactListId} onClose={onClose} />}
    </Dialog>
  );
}

function ItemForm({
  item,
  contactListId,
  onClose,
}: {
  item: ContactListItemView | null;
  contactListId: number;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const region = usePhoneRegion();
  const form = useForm<Values, unknown, Output>({
    resolver: zodResolver(contactListItemFormSchema.extend({ number: phoneOrMaskField(region) })),
    defaultValues: {
      name: item?.name ?? '',
      number: item ? displayPhone(item.number, region) : '',
      email: item?.email ?? '',
      contactListId,
    },
  });
  const onSubmit = form.handleSubmit(async (checked) => {
    await pause(FORM_SUBMIT_DELAY_MS);
    // Checked in the person's region, sent with its '+' (a mask as shown), which the server reads the same way.
    const values = { ...checked, number: phoneToSend(form.getValues('number'), region) };
    try {
      if (item) await updateContactListItem(item.id, values);
      else await createContactListItem(values);
    } catch (error) {
      handleApiError(error);
      return;
    }
    void queryClient.invalidateQueries({ queryKey: contactListsKeys.all });
    toast.success(t('contactListItems.saved'));
    onClose();
  });
  const { errors, isSubmitting } = form.formState;
  const field = (name: 'name' | 'number' | 'email', autoFocus = false) => {
    const error = validationMessage(errors[name]?.message);
    return (
      <TextField
        {...form.register(name)}
        label={t(`contactListItems.dialog.${name}`)}
        fullWidth
        autoFocus={autoFocus}
        disabled={isSubmitting}
        error={error !== undefined}
        helperText={error}
        slotProps={{ htmlInput: { 'data-testid': `contact-item-${name}` } }}
      />
    );
  };
  return (
    <DialogForm
      form={form}
      onSubmit={onSubmit}
      onCancel={onClose}
      isNew={item === null}
      submitTestId="contact-item-submit"
    >
      <Stack spacing={2.5} sx={{ pt: 1 }}>
        {field('name', true)}
        {field('number')}
        {field('email')}
      </Stack>
    </DialogForm>
  );
}
