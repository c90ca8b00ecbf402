import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'react-toastify';
import { useTranslation } from 'react-i18next';
import type { ContactView } from '@guiche/shared';
import { ApiError } from '../../api/ApiError';
import { handleApiError } from '../../api/errorHandler';
import { validationIssues } from '../../api/validationIssues';
import { validationMessage } from '../../i18n/validationMessage';
import { FORM_SUBMIT_DELAY_MS, pause } from '../../lib/forms';
import {
  contactModalSchema,
  formValuesOf,
  isContactFormField,
  isMaskedNumber,
  type ContactFormOutput,
  type ContactFormValues,
  type ContactInitialValues,
} from './contactForm';
import { ExtraInfoFields } from './ExtraInfoFields';
import { useSaveContact } from './useSaveContact';

interface ContactFormProps {
  /** The contact being edited, or null to add one. */
  contact: ContactView | null;
  initialValues?: ContactInitialValues | undefined;
  onClose(): void;
  onSaved?: ((contact: ContactView) => void) | undefined;
}

/** The body of the contact modal: name, number, email and the extra information rows (spec 1 §5). */
export function ContactForm({ contact, initialValues, onClose, onSaved }: ContactFormProps) {
  const { t } = useTranslation();
  const save = useSaveContact(contact);
  const form = useForm<ContactFormValues, unknown, ContactFormOutput>({
    resolver: zodResolver(contactModalSchema),
    defaultValues: formValuesOf(contact, initialValues),
  });
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = form;

  const onSubmit = handleSubmit(async (values) => {
    await pause(FORM_SUBMIT_DELAY_MS);
    let saved: ContactView;
    try {
      saved = await save(values);
    } catch (error) {
      // Server-side rule failures (ERR_VALIDATION) show on their fields; anything else goes to the error handler.
      const issues = validationIssues(error).filter(({ path }) => isContactFormField(path));
      if (issues.length > 0) {
        issues.forEach(({ path, message }) => isContactFormField(path) && setError(path, { message }));
        return;
      }
      handleApiError(error);
      // The duplicate number also stays marked on its field once the toast has gone.
      if (error instanceof ApiError && error.code === 'ERR_DUPLICATED_CONTACT') {
        setError('number', { message: t('errors.ERR_DUPLICATED_CONTACT') }, { shouldFocus: true });
      }
      return;
    }
    toast.success(t('contacts.modal.saved'));
    onSaved?.(saved);
    onClose();
  });

  const masked = contact !== null && isMaskedNumber(contact.number);

  return (
    <FormProvider {...form}>
      <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, flex: '1 1 auto' }}>
        <DialogContent dividers>
          <Stack spacing={3}>
            <Stack spacing={2}>
              <Typography variant="subtitle2" component="h3" sx={{ color: 'text.secondary' }}>
                {t('contacts.modal.data')}
              </Typography>
              <Grid container spacing={2}>
                <Grid size={{ xs: 12, sm: 6 }}>
                  <TextField
                    {...register('name')}
                    fullWidth
                    autoFocus
                    label={t('contacts.modal.name')}
                    autoComplete="off"
                    disabled={isSubmitting}
                    error={Boolean(errors.name)}
                    helperText={validationMessage(errors.name?.message)}
                  />
                </Grid>
                <Grid size={{ xs: 12, sm: 6 }}>
                  <TextField
                    {...register('number')}
                    fullWidth
                    label={t('contacts.modal.number')}
                    autoComplete="off"
                    inputMode="tel"
                    disabled={isSubmitting}
                    error={Boolean(errors.number)}
                    helperText={validationMessage(errors.number?.message) ?? (masked ? t('contacts.modal.numberMasked') : t('contacts.modal.numberHint'))}
                  />
                </Grid>
                <Grid size={12}>
                  <TextField
                    {...register('email')}
                    fullWidth
                    type="email"
                    label={t('contacts.modal.email')}
                    autoComplete="off"
                    disabled={isSubmitting}
                    error={Boolean(errors.email)}
                    helperText={validationMessage(errors.email?.message)}
                  />
                </Grid>
              </Grid>
            </Stack>
            <Divider />
            <ExtraInfoFields disabled={isSubmitting} />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, py: 2 }}>
          <Button onClick={onClose} disabled={isSubmitting}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={isSubmitting} data-testid="contact-modal-submit">
            {contact ? t('common.save') : t('common.add')}
          </Button>
        </DialogActions>
      </Box>
    </FormProvider>
  );
}
