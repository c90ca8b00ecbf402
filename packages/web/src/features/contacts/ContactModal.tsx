import { useState } from 'react';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ContactView } from '@guiche/shared';
import { LoadError } from '../../components/LoadError';
import { contactsKeys, fetchContact } from './contactsApi';
import { ContactForm } from './ContactForm';

export interface ContactModalProps {
  open: boolean;
  /** The contact to edit; without it the modal adds one. The form waits for a fresh GET /contacts/{id}. */
  contactId?: number;
  /** Prefills a new contact (the new-ticket dialog passes what was typed). */
  initialValues?: { name?: string; number?: string };
  onClose(): void;
  /** Called with the saved contact, after the caches that list it are updated. */
  onSaved?(contact: ContactView): void;
}

/**
 * Add or edit a contact (spec 1 §5 contact form). Full screen on phones. The body lives from opening until the
 * closing fade ends, so every opening reads the contact afresh and starts a clean form.
 */
export function ContactModal({ open, contactId, initialValues, onClose, onSaved }: ContactModalProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const [bodyMounted, setBodyMounted] = useState(open);
  if (open && !bodyMounted) setBodyMounted(true);

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      fullScreen={fullScreen}
      aria-labelledby="contact-modal-title"
      data-testid="contact-modal"
      slotProps={{ transition: { onExited: () => setBodyMounted(false) } }}
    >
      <DialogTitle id="contact-modal-title">
        {contactId === undefined ? t('contacts.modal.addTitle') : t('contacts.modal.editTitle')}
      </DialogTitle>
      {bodyMounted && (
        <ContactModalBody
          key={contactId ?? 'new'}
          contactId={contactId}
          initialValues={initialValues}
          onClose={onClose}
          onSaved={onSaved}
        />
      )}
    </Dialog>
  );
}

type BodyProps = Omit<ContactModalProps, 'open'>;

function ContactModalBody({ contactId, initialValues, onClose, onSaved }: BodyProps) {
  const { t } = useTranslation();
  const editing = contactId !== undefined;
  const detail = useQuery({
    queryKey: contactsKeys.detail(contactId ?? 0),
    queryFn: () => fetchContact(contactId ?? 0),
    enabled: editing,
  });

  if (!editing || (detail.data && detail.isFetchedAfterMount)) {
    return (
      <ContactForm contact={detail.data ?? null} initialValues={initialValues} onClose={onClose} onSaved={onSaved} />
    );
  }
  return (
    <DialogContent dividers>
      {detail.isError ? (
        <LoadError onRetry={() => void detail.refetch()} />
      ) : (
        <Stack spacing={2} aria-busy="true" aria-label={t('common.loading')}>
          <Skeleton variant="rounded" height={56} />
          <Skeleton variant="rounded" height={56} />
          <Skeleton variant="rounded" height={56} />
          <Skeleton variant="rounded" height={40} />
        </Stack>
      )}
    </DialogContent>
  );
}
