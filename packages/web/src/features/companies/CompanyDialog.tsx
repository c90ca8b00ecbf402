import { useQuery } from '@tanstack/react-query';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, type DefaultValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import {
  addRecurrence,
  createCompanySchema,
  RECURRENCES,
  type CompanyListItem,
  type CreateCompanyInput,
  type CreateCompanyValues,
} from '@guiche/shared';
import { DialogForm } from '../../components/DialogForm';
import { FormSwitch } from '../../components/FormSwitch';
import { FormTextField } from '../../components/FormTextField';
import { TimeZoneSelect } from '../../components/TimeZoneSelect';
import { validationMessage } from '../../i18n/validationMessage';
import { fetchAllPlans, plansKeys } from '../plans/plansApi';

interface CompanyDialogProps {
  company: CompanyListItem | null;
  onClose(): void;
  onSave(values: CreateCompanyValues): Promise<void>;
}

/** An existing company keeps its admin's password: the field is only there to be filled when creating. */
export const KEEP_PASSWORD = '••••••';

function defaultsOf(company: CompanyListItem | null): DefaultValues<CreateCompanyInput> {
  return {
    name: company?.name ?? '',
    email: company?.email ?? '',
    password: company ? KEEP_PASSWORD : '',
    phone: company?.phone ?? '',
    document: company?.document ?? '',
    planId: company?.planId,
    status: company?.status ?? true,
    dueDate: company?.dueDate ?? '',
    recurrence: company?.recurrence ?? 'MENSAL',
    paymentMethod: company?.paymentMethod ?? '',
    // A new company left without one takes the zone of the super administrator's language (server side).
    timeZone: company?.timeZone ?? '',
  };
}

/** Add or edit a company (spec 2 "Companies"), with the due-date button that moves dueDate on by the recurrence. */
export function CompanyDialog({ company, onClose, onSave }: CompanyDialogProps) {
  const { t } = useTranslation();
  const plans = useQuery({ queryKey: plansKeys.all, queryFn: fetchAllPlans });
  const form = useForm<CreateCompanyInput, unknown, CreateCompanyValues>({
    resolver: zodResolver(createCompanySchema),
    defaultValues: defaultsOf(company),
  });
  const { control, setValue, getValues } = form;

  const advanceDueDate = () => {
    const dueDate = getValues('dueDate');
    if (typeof dueDate === 'string' && dueDate)
      setValue('dueDate', addRecurrence(dueDate, getValues('recurrence') ?? 'MENSAL'), { shouldDirty: true });
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md">
      <DialogTitle>{company ? t('companies.edit') : t('companies.add')}</DialogTitle>
      <DialogForm
        form={form}
        onSubmit={form.handleSubmit(onSave)}
        onCancel={onClose}
        isNew={!company}
        submitTestId="company-submit"
      >
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField<CreateCompanyInput> name="name" label={t('companies.fields.name')} autoFocus />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField<CreateCompanyInput> name="email" label={t('companies.fields.email')} type="email" />
          </Grid>
          {!company && (
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormTextField<CreateCompanyInput>
                name="password"
                label={t('companies.fields.password')}
                type="password"
                autoComplete="new-password"
              />
            </Grid>
          )}
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField<CreateCompanyInput> name="phone" label={t('companies.fields.phone')} />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField<CreateCompanyInput> name="document" label={t('companies.fields.document')} />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <Controller
              control={control}
              name="planId"
              render={({ field, fieldState }) => (
                <TextField
                  select
                  fullWidth
                  label={t('companies.fields.plan')}
                  value={field.value ?? ''}
                  onChange={(event) => field.onChange(Number(event.target.value))}
                  error={Boolean(fieldState.error)}
                  helperText={validationMessage(fieldState.error?.message)}
                  slotProps={{
                    select: {
                      MenuProps: { slotProps: { paper: { 'data-testid': 'company-plan-options' } as object } },
                    },
                  }}
                  data-testid="company-plan"
                >
                  {(plans.data ?? []).map((plan) => (
                    <MenuItem key={plan.id} value={plan.id}>
                      {plan.name}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <Controller
              control={control}
              name="recurrence"
              render={({ field }) => (
                <TextField
                  select
                  fullWidth
                  label={t('companies.fields.recurrence')}
                  value={field.value ?? 'MENSAL'}
                  onChange={field.onChange}
                >
                  {RECURRENCES.map((recurrence) => (
                    <MenuItem key={recurrence} value={recurrence}>
                      {t(`companies.recurrences.${recurrence}`)}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <Controller
              control={control}
              name="timeZone"
              render={({ field }) => <TimeZoneSelect fullWidth value={field.value ?? ''} onChange={field.onChange} />}
            />
          </Grid>
          <Grid size={{ xs: 8, sm: 4 }}>
            <Controller
              control={control}
              name="dueDate"
              render={({ field, fieldState }) => (
                <TextField
                  type="date"
                  fullWidth
                  label={t('companies.fields.dueDate')}
                  value={typeof field.value === 'string' ? field.value : ''}
                  onChange={field.onChange}
                  error={Boolean(fieldState.error)}
                  helperText={validationMessage(fieldState.error?.message)}
                  slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'company-due-date' } }}
                />
              )}
            />
          </Grid>
          <Grid size={{ xs: 4, sm: 2 }} sx={{ display: 'flex', alignItems: 'center' }}>
            <Tooltip title={t('companies.advanceHint')}>
              <span>
                <Button
                  variant="outlined"
                  onClick={advanceDueDate}
                  disabled={!company}
                  data-testid="company-advance-due-date"
                >
                  {t('companies.advanceDueDate')}
                </Button>
              </span>
            </Tooltip>
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField<CreateCompanyInput> name="paymentMethod" label={t('companies.fields.paymentMethod')} />
          </Grid>
          <Grid size={12}>
            <FormSwitch<CreateCompanyInput> name="status" label={t('companies.fields.status')} />
          </Grid>
        </Grid>
      </DialogForm>
    </Dialog>
  );
}
