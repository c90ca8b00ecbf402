import { useState, type ReactNode } from 'react';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useQuery, type QueryKey } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LoadError } from './LoadError';

interface RecordDialogProps<R> {
  /** Null while closed; `{ id: null }` adds a record, `{ id }` edits that one. */
  target: { id: number | null } | null;
  onClose(): void;
  /** Names the dialog: `<name>-dialog` is its test id, `<name>-dialog-title` labels it. */
  name: string;
  addTitle: string;
  editTitle: string;
  /** The record's detail query, read afresh at every opening for editing. */
  queryKey(id: number): QueryKey;
  fetchRecord(id: number): Promise<R>;
  /** The form (usually a DialogForm) for a new record (null) or the one read. */
  renderForm(record: R | null): ReactNode;
}

/**
 * Add or edit one record; full screen on phones. The body lives from opening until the closing fade ends, so the
 * title and form do not change while it fades out, and every opening reads the record afresh and starts a clean form.
 */
export function RecordDialog<R>({ target, onClose, name, addTitle, editTitle, queryKey, fetchRecord, renderForm }: RecordDialogProps<R>) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const [shown, setShown] = useState(target);
  if (target !== null && target !== shown) setShown(target);
  return (
    <Dialog
      open={target !== null}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      fullScreen={fullScreen}
      aria-labelledby={`${name}-dialog-title`}
      data-testid={`${name}-dialog`}
      slotProps={{ transition: { onExited: () => setShown(null) } }}
    >
      <DialogTitle id={`${name}-dialog-title`}>{shown?.id ? editTitle : addTitle}</DialogTitle>
      {shown && <RecordDialogBody key={shown.id ?? 'new'} id={shown.id} queryKey={queryKey} fetchRecord={fetchRecord} renderForm={renderForm} />}
    </Dialog>
  );
}

type BodyProps<R> = Pick<RecordDialogProps<R>, 'queryKey' | 'fetchRecord' | 'renderForm'> & { id: number | null };

function RecordDialogBody<R>({ id, queryKey, fetchRecord, renderForm }: BodyProps<R>) {
  const { t } = useTranslation();
  const found = useQuery({ queryKey: queryKey(id ?? 0), queryFn: () => fetchRecord(id ?? 0), enabled: id !== null });
  if (id === null) return renderForm(null);
  if (found.data && found.isFetchedAfterMount) return renderForm(found.data);
  return (
    <DialogContent dividers>
      {found.isError ? (
        <LoadError onRetry={() => void found.refetch()} />
      ) : (
        <Stack spacing={2.5} aria-busy="true" aria-label={t('common.loading')}>
          <Skeleton variant="rounded" height={56} />
          <Skeleton variant="rounded" height={56} />
        </Stack>
      )}
    </DialogContent>
  );
}
