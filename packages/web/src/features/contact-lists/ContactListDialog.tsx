import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'react-toastify';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { contactListFormSchema, type ContactListView } from '@guiche/shared';
import { handleApiError } from '../../api/errorHandler';
import { DialogForm } from '../../components/DialogForm';
import { validationMessage } from '../../i18n/validationMessage';
import { FORM_SUBMIT_DELAY_MS, pause } from '../../lib/forms';
import { contactListsKeys, createContactList, renameContactList } from './contactListsApi';

type Values = z.input<typeof contactListFormSchema>;
type Output = z.output<typeof contactListFormSchema>;

/** Add or rename a contact list (spec 3 §5: name 2 to 50). `target` null while closed, `{ list: null }` adds. */
export function ContactListDialog({
  target,
  onClose,
}: {
  target: { list: ContactListView | null } | null;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const editing = target?.list ?? null;
  return (
    <Dialog
      open={target !== null}
      onClose={onClose}
      fullWidth
      maxWidth="xs"
      aria-labelledby="contact-list-dialog-title"
      data-testid="contact-list-dialog"
    >
      <DialogTitle id="contact-list-dialog-title">
        {editing ? t('contactLists.dialog.editTitle') : t('contactLists.dialog.addTitle')}
      </DialogTitle>
      {target && <ContactListForm key={editing?.id ?? 'new'} list={editing} onClose={onClose} />}
    </Dialog>
  );
}

function ContactListForm({ list, onClose }: { list: ContactListView | null; onClose(): void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const form = useForm<Values, unknown, Output>({
    resolver: zodResolver(contactListFormSchema),
    defaultValues: { name: list?.name ?? '' },
  });
  const onSubmit = form.handleSubmit(async ({ name }) => {
    await pause(FORM_SUBMIT_DELAY_MS);
    try {
      if (list) await renameContactList(list.id, name);
      else await createContactList(name);
    } catch (error) {
      handleApiError(error);
      return;
    }
    void queryClient.invalidateQueries({ queryKey: contactListsKeys.all });
    toast.success(t('contactLists.saved'));
    onClose();
  });
  const error = validationMessage(form.formState.errors.name?.message);
  return (
    <DialogForm
      form={form}
      onSubmit={onSubmit}
      onCancel={onClose}
      isNew={list === null}
      submitTestId="contact-list-submit"
    >
      <TextField
        {...form.register('name')}
        label={t('contactLists.dialog.name')}
        fullWidth
        autoFocus
        sx={{ mt: 1 }}
        disabled={form.formState.isSubmitting}
        error={error !== undefined}
        helperText={error}
        slotProps={{ htmlInput: { 'data-testid': 'contact-list-name' } }}
      />
    </DialogForm>
  );
}
