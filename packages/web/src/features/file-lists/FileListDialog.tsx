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
import { fileListValuesOf } from './fileListForm';
import { fetchFileList, fileListsKeys } from './fileListsApi';
import { FileListForm } from './FileListForm';

/** Add (id null) or edit a file list; null target: closed. Full screen on phones. */
export function FileListDialog({ target, onClose }: { target: { id: number | null } | null; onClose(): void }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const [shown, setShown] = useState(target);
  if (target !== null && target !== shown) setShown(target);
  return (
    <Dialog open={target !== null} onClose={onClose} fullWidth maxWidth="sm" fullScreen={fullScreen} aria-labelledby="file-list-dialog-title" data-testid="file-list-dialog" slotProps={{ transition: { onExited: () => setShown(null) } }}>
      <DialogTitle id="file-list-dialog-title">{shown?.id ? t('fileLists.editTitle') : t('fileLists.addTitle')}</DialogTitle>
      {shown && <DialogBody key={shown.id ?? 'new'} id={shown.id} onClose={onClose} />}
    </Dialog>
  );
}

function DialogBody({ id, onClose }: { id: number | null; onClose(): void }) {
  const { t } = useTranslation();
  const found = useQuery({ queryKey: fileListsKeys.detail(id ?? 0), queryFn: () => fetchFileList(id ?? 0), enabled: id !== null });
  if (id === null) return <FileListForm list={null} initialValues={fileListValuesOf(null)} onClose={onClose} />;
  if (found.data && found.isFetchedAfterMount) return <FileListForm list={found.data} initialValues={fileListValuesOf(found.data)} onClose={onClose} />;
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
