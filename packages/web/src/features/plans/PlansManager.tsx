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
import SellOutlinedIcon from '@mui/icons-material/SellOutlined';
import type { Plan, PlanValues } from '@guiche/shared';
import { ApiError } from '../../api/ApiError';
import { handleApiError } from '../../api/errorHandler';
import { ConfirmDeleteDialog } from '../../components/ConfirmDeleteDialog';
import { DataTable } from '../../components/DataTable';
import { LoadError } from '../../components/LoadError';
import { formatMoney } from './money';
import { PlanDialog } from './PlanDialog';
import { createPlan, deletePlan, fetchAllPlans, plansKeys, updatePlan } from './plansApi';

/** The settings tab Planos (super administrator): the plans table and its add/edit dialog. */
export function PlansManager() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const plans = useQuery({ queryKey: plansKeys.all, queryFn: fetchAllPlans });
  const [editing, setEditing] = useState<Plan | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<Plan | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['plans'] });

  const remove = useMutation({
    mutationFn: (plan: Plan) => deletePlan(plan.id),
    onSuccess: async () => {
      toast.success(t('common.success'));
      setDeleting(null);
      await refresh();
    },
    onError: handleApiError,
  });

  async function save(values: PlanValues) {
    try {
      if (editing) await updatePlan(editing.id, values);
      else await createPlan(values);
      toast.success(t('common.success'));
      setEditing(undefined);
      await refresh();
    } catch (error) {
      // A duplicate name has its own catalogue text; anything else gets the spec's save-failure message.
      if (error instanceof ApiError && error.status === 409) handleApiError(error);
      else toast.error(t('plans.saveFailed'));
    }
  }

  if (plans.isError) return <LoadError onRetry={() => void plans.refetch()} />;
  const columns = [
    t('plans.columns.name'),
    t('plans.columns.users'),
    t('plans.columns.connections'),
    t('plans.columns.queues'),
    t('plans.columns.amount'),
    t('plans.columns.isPublic'),
  ];
  return (
    <Box data-testid="plans-manager">
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 2 }}>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing(null)} data-testid="plan-add">
          {t('plans.add')}
        </Button>
      </Box>
      <DataTable
        label={t('plans.title')}
        testId="plans-table"
        columns={columns}
        rowCount={plans.data?.length ?? 0}
        loading={plans.isPending}
        skeletonRows={3}
        empty={{ icon: <SellOutlinedIcon />, title: t('plans.emptyTitle'), text: t('plans.emptyText') }}
      >
        {plans.data?.map((plan) => (
          <TableRow key={plan.id} hover data-testid="plan-row">
            <TableCell>{plan.name}</TableCell>
            <TableCell>{plan.users}</TableCell>
            <TableCell>{plan.connections}</TableCell>
            <TableCell>{plan.queues}</TableCell>
            <TableCell>{formatMoney(plan.amount)}</TableCell>
            <TableCell>{plan.isPublic ? t('plans.yes') : t('plans.no')}</TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
              <IconButton aria-label={t('plans.edit')} onClick={() => setEditing(plan)}>
                <EditOutlinedIcon />
              </IconButton>
              <IconButton aria-label={t('common.delete')} onClick={() => setDeleting(plan)}>
                <DeleteOutlineIcon />
              </IconButton>
            </TableCell>
          </TableRow>
        ))}
      </DataTable>
      {editing !== undefined && <PlanDialog plan={editing} onClose={() => setEditing(undefined)} onSave={save} />}
      <ConfirmDeleteDialog
        open={deleting !== null}
        deleting={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting)}
        onClose={() => setDeleting(null)}
      />
    </Box>
  );
}
