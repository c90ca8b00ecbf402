import Grid from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { toast } from 'react-toastify';
import { useTranslation } from 'react-i18next';
import { handleApiError } from '../../api/errorHandler';
import { validationIssues } from '../../api/validationIssues';
import { DialogForm } from '../../components/DialogForm';
import { FormTextField } from '../../components/FormTextField';
import { validationMessage } from '../../i18n/validationMessage';
import { FORM_SUBMIT_DELAY_MS, pause } from '../../lib/forms';
import { fetchUserNames, usersKeys } from '../users/usersApi';
import { usePhoneRegion } from '../../lib/usePhoneRegion';
import { plantaoDialogSchema, plantaoFieldOf, plantaoInput, type PlantaoFormValues } from './plantaoForm';
import { plantaoKeys, savePlantao } from './plantaoApi';
import { PlantaoDaysFields } from './PlantaoDaysFields';

/** The on-call dialog's body (spec 3 §2): user, phone, interval between notifications and the seven weekdays. */
export function PlantaoForm({
  plantaoId,
  initialValues,
  onClose,
}: {
  plantaoId: number | null;
  initialValues: PlantaoFormValues;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const users = useQuery({ queryKey: usersKeys.names, queryFn: fetchUserNames });
  const region = usePhoneRegion();
  const form = useForm<PlantaoFormValues>({
    resolver: zodResolver(plantaoDialogSchema(region)),
    defaultValues: initialValues,
  });
  const { control, handleSubmit, setError } = form;

  const onSubmit = handleSubmit(async (values) => {
    await pause(FORM_SUBMIT_DELAY_MS);
    try {
      const saved = await savePlantao(plantaoId, plantaoInput(values, region));
      queryClient.setQueryData(plantaoKeys.detail(saved.id), saved);
    } catch (error) {
      const issues = validationIssues(error);
      if (issues.length === 0) return handleApiError(error);
      issues.forEach(({ path, message }) =>
        setError(plantaoFieldOf(path) as keyof PlantaoFormValues, { message }, { shouldFocus: true }),
      );
      return;
    }
    void queryClient.invalidateQueries({ queryKey: plantaoKeys.list });
    toast.success(t('plantao.saved'));
    onClose();
  });

  return (
    <DialogForm
      form={form}
      onSubmit={onSubmit}
      onCancel={onClose}
      isNew={plantaoId === null}
      submitTestId="plantao-submit"
    >
      <Grid container spacing={2} sx={{ pt: 1 }}>
        <Grid size={12}>
          <Controller
            control={control}
            name="userId"
            render={({ field, fieldState }) => (
              <TextField
                select
                fullWidth
                label={t('plantao.dialog.user')}
                name={field.name}
                inputRef={field.ref}
                // The stored user shows once the names are in; until then the select stays empty rather than warn.
                value={users.data ? field.value : ''}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={Boolean(fieldState.error)}
                helperText={validationMessage(fieldState.error?.message)}
                slotProps={{ htmlInput: { 'data-testid': 'plantao-userId' } }}
              >
                {users.data?.length === 0 && (
                  <MenuItem value="" disabled>
                    {t('plantao.dialog.noUsers')}
                  </MenuItem>
                )}
                {(users.data ?? []).map((user) => (
                  <MenuItem key={user.id} value={user.id}>
                    {user.name}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField<PlantaoFormValues>
            name="phone"
            label={t('plantao.dialog.phone')}
            placeholder={t('plantao.dialog.phonePlaceholder')}
            hint={t('plantao.dialog.phoneHint')}
            slotProps={{
              htmlInput: { inputMode: 'tel', autoComplete: 'off', 'data-testid': 'plantao-phone' },
              inputLabel: { shrink: true },
            }}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <Controller
            control={control}
            name="interval"
            render={({ field, fieldState }) => (
              <TextField
                fullWidth
                type="number"
                label={t('plantao.dialog.interval')}
                {...field}
                error={Boolean(fieldState.error)}
                helperText={validationMessage(fieldState.error?.message)}
                slotProps={{
                  htmlInput: { min: 1, step: 1, 'data-testid': 'plantao-interval' },
                  input: {
                    endAdornment: <InputAdornment position="end">{t('plantao.dialog.minutes')}</InputAdornment>,
                  },
                }}
              />
            )}
          />
        </Grid>
        <Grid size={12}>
          <PlantaoDaysFields />
        </Grid>
      </Grid>
    </DialogForm>
  );
}
