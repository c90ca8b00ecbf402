import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'react-toastify';
import { useTranslation } from 'react-i18next';
import type { ContactView } from '@guiche/shared';
import { ApiError } from '../../api/ApiError';
import { handleApiError } from '../../api/errorHandler';
import { validationIssues } from '../../api/validationIssues';
import { DialogForm } from '../../components/DialogForm';
import { FormSection } from '../../components/FormSection';
import { FormTextField } from '../../components/FormTextField';
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
import { usePhoneRegion } from '../../lib/usePhoneRegion';
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
  const region = usePhoneRegion();
  const save = useSaveContact(contact, region);
  const form = useForm<ContactFormValues, unknown, ContactFormOutput>({
    resolver: zodResolver(contactModalSchema(region, contact)),
    defaultValues: formValuesOf(contact, region, initialValues),
  });
  const {
    handleSubmit,
    setError,
    formState: { isSubmitting },
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
        setError('number', { message: 'errors.ERR_DUPLICATED_CONTACT' }, { shouldFocus: true });
      }
      return;
    }
    toast.success(t('contacts.modal.saved'));
    onSaved?.(saved);
    onClose();
  });

  const masked = contact !== null && isMaskedNumber(contact.number);

  return (
    <DialogForm
      form={form}
      onSubmit={onSubmit}
      onCancel={onClose}
      isNew={contact === null}
      submitTestId="contact-modal-submit"
    >
      <Stack spacing={3}>
        <FormSection title={t('contacts.modal.data')}>
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormTextField<ContactFormValues>
                name="name"
                autoFocus
                label={t('contacts.modal.name')}
                autoComplete="off"
                disabled={isSubmitting}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormTextField<ContactFormValues>
                name="number"
                label={t('contacts.modal.number')}
                autoComplete="off"
                inputMode="tel"
                disabled={isSubmitting}
                hint={masked ? t('contacts.modal.numberMasked') : t('contacts.modal.numberHint')}
              />
            </Grid>
            <Grid size={12}>
              <FormTextField<ContactFormValues>
                name="email"
                type="email"
                label={t('contacts.modal.email')}
                autoComplete="off"
                disabled={isSubmitting}
              />
            </Grid>
          </Grid>
        </FormSection>
        <Divider />
        <ExtraInfoFields disabled={isSubmitting} />
      </Stack>
    </DialogForm>
  );
}
