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
import { promptValuesOf } from './promptForm';
import { fetchPrompt, promptsKeys } from './promptsApi';
import { PromptForm } from './PromptForm';

/** Add (id null) or edit a prompt; null target: closed. Full screen on phones. */
export function PromptDialog({ target, onClose }: { target: { id: number | null } | null; onClose(): void }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const [shown, setShown] = useState(target);
  if (target !== null && target !== shown) setShown(target);
  return (
    <Dialog open={target !== null} onClose={onClose} fullWidth maxWidth="sm" fullScreen={fullScreen} aria-labelledby="prompt-dialog-title" data-testid="prompt-dialog" slotProps={{ transition: { onExited: () => setShown(null) } }}>
      <DialogTitle id="prompt-dialog-title">{shown?.id ? t('prompts.editTitle') : t('prompts.addTitle')}</DialogTitle>
      {shown && <DialogBody key={shown.id ?? 'new'} id={shown.id} onClose={onClose} />}
    </Dialog>
  );
}

function DialogBody({ id, onClose }: { id: number | null; onClose(): void }) {
  const { t } = useTranslation();
  const found = useQuery({ queryKey: promptsKeys.detail(id ?? 0), queryFn: () => fetchPrompt(id ?? 0), enabled: id !== null });
  if (id === null) return <PromptForm prompt={null} initialValues={promptValuesOf(null)} onClose={onClose} />;
  if (found.data && found.isFetchedAfterMount) return <PromptForm prompt={found.data} initialValues={promptValuesOf(found.data)} onClose={onClose} />;
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
