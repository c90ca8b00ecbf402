import type { FormEvent, ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import { FormProvider, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

interface DialogFormProps<TInput extends FieldValues, TOutput> {
  form: UseFormReturn<TInput, unknown, TOutput>;
  onSubmit(event: FormEvent<HTMLFormElement>): Promise<void>;
  onCancel(): void;
  /** Whether the form adds a new record (its button says "add") or saves an existing one ("save"). */
  isNew: boolean;
  submitTestId: string;
  /** Keeps the add/save button off while the form cannot be sent yet. */
  submitDisabled?: boolean;
  /** Shown above the scrolling content, such as the form's tabs. */
  header?: ReactNode;
  children: ReactNode;
}

/**
 * The body of a dialog that edits one record with react-hook-form: the fields scroll between the dialog's title and
 * its cancel and add/save buttons, which stay in view. Both buttons wait while the form is submitting.
 */
export function DialogForm<TInput extends FieldValues, TOutput>({
  form,
  onSubmit,
  onCancel,
  isNew,
  submitTestId,
  submitDisabled = false,
  header,
  children,
}: DialogFormProps<TInput, TOutput>) {
  const { t } = useTranslation();
  const { isSubmitting } = form.formState;
  return (
    <FormProvider {...form}>
      <Box
        component="form"
        noValidate
        onSubmit={onSubmit}
        sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, flex: '1 1 auto' }}
      >
        {header}
        <DialogContent dividers>{children}</DialogContent>
        <DialogActions sx={{ px: 3, py: 2 }}>
          <Button onClick={onCancel} disabled={isSubmitting}>
            {t('common.cancel')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            loading={isSubmitting}
            disabled={submitDisabled}
            data-testid={submitTestId}
          >
            {isNew ? t('common.add') : t('common.save')}
          </Button>
        </DialogActions>
      </Box>
    </FormProvider>
  );
}
