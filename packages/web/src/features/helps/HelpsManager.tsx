import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import HelpCenterOutlinedIcon from '@mui/icons-material/HelpCenterOutlined';
import type { HelpForm, HelpView } from '@guiche/shared';
import { ConfirmDeleteDialog } from '../../components/ConfirmDeleteDialog';
import { DataTable } from '../../components/DataTable';
import { LoadError } from '../../components/LoadError';
import { stickyActionsCell } from '../../components/tableStyles';
import { HelpDialog } from './HelpDialog';
import { createHelp, deleteHelp, fetchHelps, helpsKeys, updateHelp } from './helpsApi';

/** The settings tab Ajuda (super administrator): the helps table (title, description, video code) and its dialog. */
export function HelpsManager() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const helps = useQuery({ queryKey: helpsKeys.list, queryFn: fetchHelps });
  // undefined: closed; null: a new one.
  const [editing, setEditing] = useState<HelpView | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<HelpView | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: helpsKeys.list });

  const remove = useMutation({
    mutationFn: (help: HelpView) => deleteHelp(help.id),
    onSuccess: async () => {
      toast.success(t('common.success'));
      setDeleting(null);
      await refresh();
    },
    onError: () => toast.error(t('helpsAdmin.deleteFailed')),
  });

  async function save(values: HelpForm) {
    try {
      if (editing) await updateHelp(editing.id, values);
      else await createHelp(values);
    } catch {
      toast.error(t('helpsAdmin.saveFailed'));
      return;
    }
    toast.success(t('common.success'));
    setEditing(undefined);
    await refresh();
  }

  if (helps.isError) return <LoadError onRetry={() => void helps.refetch()} />;
  const columns = t('helpsAdmin.columns', { returnObjects: true });
  return (
    <Box data-testid="helps-manager">
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 2 }}>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing(null)} data-testid="help-add">
          {t('helpsAdmin.add')}
        </Button>
      </Box>
      <DataTable
        label={t('helpsAdmin.title')}
        testId="helps-table"
        columns={[columns.title, columns.description, columns.video]}
        rowCount={helps.data?.length ?? 0}
        loading={helps.isPending}
        skeletonRows={3}
        empty={{ icon: <HelpCenterOutlinedIcon />, title: t('helpCenter.emptyTitle'), text: t('helpsAdmin.emptyText') }}
      >
        {helps.data?.map((help) => (
          <TableRow key={help.id} hover data-testid="help-row">
            <TableCell sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{help.title}</TableCell>
            <TableCell sx={{ overflowWrap: 'anywhere', color: 'text.secondary' }}>{help.description}</TableCell>
            <TableCell sx={{ fontFamily: 'monospace' }}>{help.video}</TableCell>
            <TableCell align="right" sx={stickyActionsCell}>
              <IconButton size="small" aria-label={t('helpsAdmin.edit')} onClick={() => setEditing(help)}>
                <EditOutlinedIcon fontSize="small" />
              </IconButton>
              <IconButton size="small" color="error" aria-label={t('common.delete')} onClick={() => setDeleting(help)}>
                <DeleteOutlineIcon fontSize="small" />
              </IconButton>
            </TableCell>
          </TableRow>
        ))}
      </DataTable>
      {editing !== undefined && <HelpDialog help={editing} onClose={() => setEditing(undefined)} onSave={save} />}
      <ConfirmDeleteDialog
        open={deleting !== null}
        deleting={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting)}
        onClose={() => setDeleting(null)}
      />
    </Box>
  );
}
