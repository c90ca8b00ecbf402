import { useMemo, useState } from 'react';
import Button from '@mui/material/Button';
import AddOutlinedIcon from '@mui/icons-material/AddOutlined';
import AccessTimeOutlinedIcon from '@mui/icons-material/AccessTimeOutlined';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { useTranslation } from 'react-i18next';
import { isAdmin, type PlantaoView } from '@guiche/shared';
import { handleApiError } from '../../api/errorHandler';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { DataTable } from '../../components/DataTable';
import { LoadError } from '../../components/LoadError';
import { PageHeader } from '../../components/PageHeader';
import { useCurrentUser } from '../auth/sessionContext';
import { PlantaoDialog } from './PlantaoDialog';
import { PlantaoRow, type PlantaoRowHandlers } from './PlantaoRow';
import { deletePlantao, fetchPlantoes, plantaoKeys } from './plantaoApi';

/**
 * /plantao (spec 3 §2): who is on call and when. Everyone may read the roster; administrators add, edit and delete
 * (the server allows nothing else). A company has a handful of entries, so the list comes whole, not paged.
 */
export default function PlantaoPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const editable = isAdmin(useCurrentUser());
  const query = useQuery({ queryKey: plantaoKeys.list, queryFn: fetchPlantoes });
  const [dialog, setDialog] = useState<{ id: number | null } | null>(null);
  const [toDelete, setToDelete] = useState<PlantaoView | null>(null);

  const removal = useMutation({
    mutationFn: (plantao: PlantaoView) => deletePlantao(plantao.id),
    onSuccess: (_answer, plantao) => {
      queryClient.setQueryData<PlantaoView[]>(plantaoKeys.list, (rows) => rows?.filter((row) => row.id !== plantao.id));
      queryClient.removeQueries({ queryKey: plantaoKeys.detail(plantao.id) });
      toast.success(t('plantao.deleted'));
    },
    onError: handleApiError,
    onSettled: () => setToDelete(null),
  });
  const handlers = useMemo<PlantaoRowHandlers | null>(
    () => (editable ? { onEdit: (plantao) => setDialog({ id: plantao.id }), onDelete: setToDelete } : null),
    [editable],
  );
  const columns = t('plantao.columns', { returnObjects: true });
  const rows = query.data ?? [];

  return (
    <section data-testid="plantao-page">
      <PageHeader
        title={t('pages.plantao')}
        count={query.data?.length}
        actions={
          editable && (
            <Button
              variant="contained"
              startIcon={<AddOutlinedIcon />}
              onClick={() => setDialog({ id: null })}
              data-testid="plantao-add"
            >
              {t('plantao.add')}
            </Button>
          )
        }
      />
      {query.isError && !query.data ? (
        <LoadError message={t('common.listLoadFailed')} onRetry={() => void query.refetch()} />
      ) : (
        <DataTable
          label={t('pages.plantao')}
          testId="plantao-table"
          columns={[columns.id, columns.user, columns.phone, columns.hours]}
          withActions={editable}
          rowCount={rows.length}
          loading={query.isPending}
          skeletonRows={4}
          empty={{
            icon: <AccessTimeOutlinedIcon />,
            title: t('plantao.emptyTitle'),
            text: editable ? t('plantao.emptyText') : t('plantao.emptyTextReadOnly'),
          }}
        >
          {rows.map((plantao) => (
            <PlantaoRow key={plantao.id} plantao={plantao} handlers={handlers} />
          ))}
        </DataTable>
      )}
      {editable && <PlantaoDialog target={dialog} onClose={() => setDialog(null)} />}
      <ConfirmDialog
        open={toDelete !== null}
        title={t('plantao.confirmDeleteTitle')}
        text={t('plantao.confirmDelete')}
        confirmLabel={t('common.delete')}
        tone="error"
        busy={removal.isPending}
        onConfirm={() => toDelete && removal.mutate(toDelete)}
        onClose={() => setToDelete(null)}
      />
    </section>
  );
}
