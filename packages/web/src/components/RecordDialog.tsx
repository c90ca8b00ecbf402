import type { ReactNode } from 'react';
import DialogContent from '@mui/material/DialogContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useQuery, type QueryKey } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { KeptTargetDialog } from './KeptTargetDialog';
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
 * Add or edit one record (KeptTargetDialog: full screen on phones, the form kept through the closing fade). Every
 * opening reads the record afresh and starts a clean form.
 */
export function RecordDialog<R>({
  target,
  onClose,
  name,
  addTitle,
  editTitle,
  queryKey,
  fetchRecord,
  renderForm,
}: RecordDialogProps<R>) {
  return (
    <KeptTargetDialog
      target={target}
      onClose={onClose}
      name={name}
      title={(shown) => (shown.id ? editTitle : addTitle)}
    >
      {(shown) => (
        <RecordDialogBody
          key={shown.id ?? 'new'}
          id={shown.id}
          queryKey={queryKey}
          fetchRecord={fetchRecord}
          renderForm={renderForm}
        />
      )}
    </KeptTargetDialog>
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
