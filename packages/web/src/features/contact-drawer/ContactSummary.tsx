import { useState } from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import BlockOutlinedIcon from '@mui/icons-material/BlockOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import LockOpenOutlinedIcon from '@mui/icons-material/LockOpenOutlined';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { useTranslation } from 'react-i18next';
import type { ContactView } from '@guiche/shared';
import { handleApiError } from '../../api/errorHandler';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { formatPhoneNumber } from '../../lib/phone';
import { ContactAvatar } from '../contacts/ContactAvatar';
import { contactsKeys, setContactActive } from '../contacts/contactsApi';
import { ContactModal } from '../contacts/ContactModal';

/** Photo, name, number and email, with edit (the contact form) and block/unblock after a confirmation. */
export function ContactSummary({ contact }: { contact: ContactView }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const block = useMutation({
    mutationFn: (active: boolean) => setContactActive(contact.id, active),
    onSuccess: (saved) => {
      queryClient.setQueryData(contactsKeys.detail(contact.id), saved);
      toast.success(saved.active ? t('contactDrawer.unblocked') : t('contactDrawer.blocked'));
    },
    onError: handleApiError,
    onSettled: () => setConfirming(false),
  });

  return (
    <Stack spacing={1} sx={{ alignItems: 'center', textAlign: 'center', p: 2 }}>
      <ContactAvatar contact={contact} size={96} />
      <Typography variant="h6" sx={{ overflowWrap: 'anywhere' }} data-testid="drawer-contact-name">
        {contact.name}
      </Typography>
      {contact.number && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {formatPhoneNumber(contact.number)}
        </Typography>
      )}
      <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
        {contact.email || t('contactDrawer.noEmail')}
      </Typography>
      {!contact.active && (
        <Chip size="small" color="error" label={t('contactDrawer.blockedChip')} data-testid="drawer-blocked-chip" />
      )}
      <Stack direction="row" spacing={1} sx={{ pt: 1 }}>
        <Button
          size="small"
          variant="outlined"
          startIcon={<EditOutlinedIcon />}
          onClick={() => setEditing(true)}
          data-testid="drawer-edit"
        >
          {t('contactDrawer.edit')}
        </Button>
        <Button
          size="small"
          variant="outlined"
          color={contact.active ? 'error' : 'primary'}
          startIcon={contact.active ? <BlockOutlinedIcon /> : <LockOpenOutlinedIcon />}
          onClick={() => setConfirming(true)}
          data-testid="drawer-block"
        >
          {contact.active ? t('contactDrawer.block') : t('contactDrawer.unblock')}
        </Button>
      </Stack>
      <ContactModal
        open={editing}
        contactId={contact.id}
        onClose={() => setEditing(false)}
        onSaved={(saved) => {
          queryClient.setQueryData(contactsKeys.detail(contact.id), saved);
          setEditing(false);
        }}
      />
      <ConfirmDialog
        open={confirming}
        title={contact.active ? t('contactDrawer.blockTitle') : t('contactDrawer.unblockTitle')}
        text={
          contact.active
            ? t('contactDrawer.blockText', { name: contact.name })
            : t('contactDrawer.unblockText', { name: contact.name })
        }
        confirmLabel={contact.active ? t('contactDrawer.block') : t('contactDrawer.unblock')}
        tone={contact.active ? 'error' : 'primary'}
        busy={block.isPending}
        onConfirm={() => block.mutate(!contact.active)}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
}
