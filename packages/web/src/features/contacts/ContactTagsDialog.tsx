import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';
import type { ContactView } from '@guiche/shared';
import { TagsSelect } from './TagsSelect';
import { useRetained } from './useRetained';

/** A contact's tags from the contacts page; each change is saved as it is made. */
export function ContactTagsDialog({ contact, onClose }: { contact: ContactView | null; onClose(): void }) {
  const { t } = useTranslation();
  const shown = useRetained(contact);
  return (
    <Dialog
      open={contact !== null}
      onClose={onClose}
      maxWidth="sm"
      fullWidth
      aria-labelledby="contact-tags-title"
      data-testid="contact-tags-dialog"
    >
      <DialogTitle id="contact-tags-title">{t('contacts.tags.title', { name: shown?.name ?? '' })}</DialogTitle>
      <DialogContent sx={{ pt: 1, overflow: 'visible' }}>{shown && <TagsSelect contactId={shown.id} />}</DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} variant="contained">
          {t('common.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
