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
import { LoadError } from '../../components/LoadError';
import { contactsKeys, fetchContact } from '../contacts/contactsApi';
import { fetchSchedule, schedulesKeys } from './schedulesApi';
import { newScheduleValues, scheduleValuesOf } from './scheduleForm';
import { ScheduleForm } from './ScheduleForm';

/** What the dialog was opened for: a schedule to edit, a new one for a given contact, or (neither) a new one. */
export interface ScheduleDialogTarget {
  scheduleId?: number;
  contactId?: number;
}

interface ScheduleDialogProps {
  /** Null while closed. */
  target: ScheduleDialogTarget | null;
  onClose(): void;
}

/**
 * Add or edit a schedule; full screen on phones. The body lives from opening until the closing fade ends, so every
 * opening reads the schedule (or the contact it was opened for) afresh and starts a clean form.
 */
export function ScheduleDialog({ target, onClose }: ScheduleDialogProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const [shown, setShown] = useState(target);
  // Keeps the last target through the closing fade, so the title and body do not change while it fades out.
  if (target !== null && target !== shown) setShown(target);
  const editing = shown?.scheduleId !== undefined;

  return (
    <Dialog
      open={target !== null}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      fullScreen={fullScreen}
      aria-labelledby="schedule-dialog-title"
      data-testid="schedule-dialog"
      slotProps={{ transition: { onExited: () => setShown(null) } }}
    >
      <DialogTitle id="schedule-dialog-title">
        {editing ? t('schedules.dialog.editTitle') : t('schedules.dialog.addTitle')}
      </DialogTitle>
      {shown && (
        <ScheduleDialogBody
          key={`${shown.scheduleId ?? 'new'}-${shown.contactId ?? ''}`}
          target={shown}
          onClose={onClose}
        />
      )}
    </Dialog>
  );
}

function ScheduleDialogBody({ target, onClose }: { target: ScheduleDialogTarget; onClose(): void }) {
  const { t } = useTranslation();
  const { scheduleId, contactId } = target;
  const schedule = useQuery({
    queryKey: schedulesKeys.detail(scheduleId ?? 0),
    queryFn: () => fetchSchedule(scheduleId ?? 0),
    enabled: scheduleId !== undefined,
  });
  const contact = useQuery({
    queryKey: contactsKeys.detail(contactId ?? 0),
    queryFn: () => fetchContact(contactId ?? 0),
    enabled: contactId !== undefined,
  });
  // The opening moment, for the proposed send time (now plus one hour).
  const [openedAt] = useState(() => new Date());

  if (scheduleId !== undefined && schedule.data && schedule.isFetchedAfterMount) {
    return <ScheduleForm schedule={schedule.data} initialValues={scheduleValuesOf(schedule.data)} onClose={onClose} />;
  }
  if (scheduleId === undefined && (contactId === undefined || contact.data)) {
    const chosen = contact.data ? { id: contact.data.id, name: contact.data.name, number: contact.data.number } : null;
    return <ScheduleForm schedule={null} initialValues={newScheduleValues(chosen, openedAt)} onClose={onClose} />;
  }
  const failed = scheduleId === undefined ? contact : schedule;
  return (
    <DialogContent dividers>
      {failed.isError ? (
        <LoadError onRetry={() => void failed.refetch()} />
      ) : (
        <Stack spacing={2.5} aria-busy="true" aria-label={t('common.loading')}>
          <Skeleton variant="rounded" height={56} />
          <Skeleton variant="rounded" height={128} />
          <Skeleton variant="rounded" height={56} />
        </Stack>
      )}
    </DialogContent>
  );
}
