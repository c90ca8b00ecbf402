import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import { PLAN_FLAGS, planInputSchema, type Plan, type PlanInput, type PlanValues } from '@guiche/shared';
import { CurrencyField } from '../../components/CurrencyField';
import { DialogForm } from '../../components/DialogForm';
import { FormSwitch } from '../../components/FormSwitch';
import { FormTextField } from '../../components/FormTextField';
import { validationMessage } from '../../i18n/validationMessage';

interface PlanDialogProps {
  plan: Plan | null;
  onClose(): void;
  onSave(values: PlanValues): Promise<void>;
}

const NUMBER_FIELDS = ['users', 'connections', 'queues'] as const;

const contract = zodResolver(planInputSchema);

/**
 * The contract, reading an emptied price (null in CurrencyField) as a missing one, which it refuses as required: its
 * number coercion would otherwise store an empty price as 0.
 */
const planResolver: Resolver<PlanInput, unknown, PlanValues> = (values, context, options) =>
  contract({ ...values, amount: values.amount ?? undefined }, context, options);

function defaultsOf(plan: Plan | null): PlanInput {
  const flags = Object.fromEntries(PLAN_FLAGS.map((flag) => [flag, plan ? plan[flag] : true]));
  return {
    name: plan?.name ?? '',
    users: plan?.users ?? 3,
    connections: plan?.connections ?? 1,
    queues: plan?.queues ?? 3,
    // Empty rather than 0,00 for a new plan: the price is typed, not appended to a zero.
    amount: plan?.amount ?? null,
    isPublic: plan?.isPublic ?? true,
    ...flags,
  };
}

/** Add or edit a plan (spec 2 §3 Plan): limits, price, and every use* flag. */
export function PlanDialog({ plan, onClose, onSave }: PlanDialogProps) {
  const { t } = useTranslation();
  const form = useForm<PlanInput, unknown, PlanValues>({
    resolver: planResolver,
    defaultValues: defaultsOf(plan),
  });
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{plan ? t('plans.edit') : t('plans.add')}</DialogTitle>
      <DialogForm
        form={form}
        onSubmit={form.handleSubmit(onSave)}
        onCancel={onClose}
        isNew={!plan}
        submitTestId="plan-submit"
      >
        <Grid container spacing={2}>
          <Grid size={12}>
            <FormTextField<PlanInput> name="name" label={t('plans.fields.name')} autoFocus />
          </Grid>
          {NUMBER_FIELDS.map((field) => (
            <Grid key={field} size={{ xs: 6, sm: 3 }}>
              <TextField
                {...form.register(field)}
                label={t(`plans.fields.${field}`)}
                type="number"
                fullWidth
                error={Boolean(form.formState.errors[field])}
                helperText={validationMessage(form.formState.errors[field]?.message)}
              />
            </Grid>
          ))}
          <Grid size={{ xs: 6, sm: 3 }}>
            <CurrencyField<PlanInput> name="amount" label={t('plans.fields.amount')} />
          </Grid>
          <Grid size={12}>
            <FormSwitch<PlanInput> name="isPublic" label={t('plans.fields.isPublic')} />
          </Grid>
          {PLAN_FLAGS.map((flag) => (
            <Grid key={flag} size={{ xs: 6, sm: 4 }}>
              <FormSwitch<PlanInput> name={flag} label={t(`plans.flags.${flag}`)} />
            </Grid>
          ))}
        </Grid>
      </DialogForm>
    </Dialog>
  );
}
