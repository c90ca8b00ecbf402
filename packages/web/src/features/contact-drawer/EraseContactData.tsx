import { useState } from 'react';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import DeleteForeverOutlinedIcon from '@mui/icons-material/DeleteForeverOutlined';
import { useTranslation } from 'react-i18next';
import type { ContactView } from '@guiche/shared';
import { formatDate } from '../../lib/dates';
import { useCurrentUser } from '../auth/sessionContext';
import { DrawerSection } from './DrawerSection';
import { EraseContactDialog } from './EraseContactDialog';
import { ErasureProgress } from './ErasureProgress';
import { useContactErasure } from './useContactErasure';

/** The drawer's erasure block, for admins (the server refuses everyone else as well). */
export function EraseContactData({ contact }: { contact: Pick<ContactView, 'id' | 'name'> }) {
  const user = useCurrentUser();
  if (user.profile !== 'admin' && !user.super) return null;
  return <EraseContactSection contact={contact} />;
}

/**
 * "Apagar dados do contato" (issue 40): the action and its dialog; while an erasure runs, its progress; once done,
 * when and by whom (the data itself is gone).
 */
function EraseContactSection({ contact }: { contact: Pick<ContactView, 'id' | 'name'> }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const erasure = useContactErasure(contact.id, true);
  const latest = erasure.data;
  return (
    <DrawerSection title={t('contactErasure.title')} testId="drawer-contact-erasure">
      {erasure.isPending ? (
        <Skeleton width="80%" />
      ) : latest?.status === 'done' ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }} data-testid="contact-erased">
          {t('contactErasure.erased', {
            date: formatDate(latest.finishedAt ?? latest.createdAt),
            name: latest.requestedByName,
          })}
        </Typography>
      ) : latest ? (
        <ErasureProgress erasure={latest} />
      ) : (
        <>
          <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
            {t('contactErasure.description')}
          </Typography>
          <Button
            variant="outlined"
            color="error"
            size="small"
            startIcon={<DeleteForeverOutlinedIcon />}
            onClick={() => setOpen(true)}
            data-testid="contact-erase-open"
          >
            {t('contactErasure.action')}
          </Button>
        </>
      )}
      <EraseContactDialog open={open} contact={contact} onClose={() => setOpen(false)} />
    </DrawerSection>
  );
}
