import Grid from '@mui/material/Grid';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormSection } from '../../components/FormSection';
import { PlaceholderChipsField } from '../../components/PlaceholderChipsField';
import { TimeField } from '../../components/TimeField';
import { validationMessage } from '../../i18n/validationMessage';
import { FormSwitch } from '../../components/FormSwitch';
import { QueueMultiSelect } from './QueueMultiSelect';
import { UserConnectionSelect } from './UserConnectionSelect';
import type { UserFormInput } from './userForm';

/**
 * What only an admin sets on a user (spec 2 §6): queues and default connection (rule user-modal:editQueues), work
 * hours, farewell message and the access flags (user-modal:editProfile).
 */
/** How each access flag is spelled (spec 2 §3): allTicket takes 'enable', the three flags 'enabled'. */
const STORED = {
  allTicket: 'enable',
  allowGroup: 'boolean',
  showDashboard: 'enabled',
  allowRealTime: 'enabled',
  allowConnections: 'enabled',
} as const;

export function UserAccessFields({ editsQueues, editsProfile }: { editsQueues: boolean; editsProfile: boolean }) {
  const { t } = useTranslation();
  const { control } = useFormContext<UserFormInput>();

  return (
    <FormSection title={t('userModal.access')}>
      <Grid container spacing={2}>
        {editsQueues && (
          <>
            <Grid size={{ xs: 12, sm: 7 }}>
              <QueueMultiSelect />
            </Grid>
            <Grid size={{ xs: 12, sm: 5 }}>
              <UserConnectionSelect />
            </Grid>
          </>
        )}
        {editsProfile && (
          <>
            {(['startWork', 'endWork'] as const).map((name) => (
              <Grid key={name} size={{ xs: 6 }}>
                <Controller
                  control={control}
                  name={name}
                  render={({ field, fieldState }) => (
                    <TimeField
                      fullWidth
                      label={t(`userModal.${name}`)}
                      name={field.name}
                      inputRef={field.ref}
                      value={field.value ?? ''}
                      onChange={field.onChange}
                      onBlur={field.onBlur}
                      error={fieldState.invalid}
                      helperText={validationMessage(fieldState.error?.message)}
                    />
                  )}
                />
              </Grid>
            ))}
            <Grid size={12}>
              <PlaceholderChipsField<UserFormInput>
                name="farewellMessage"
                minRows={2}
                label={t('userModal.farewellMessage')}
              />
            </Grid>
            <Grid size={12}>
              <Grid container columnSpacing={2}>
                {(['allTicket', 'allowGroup', 'showDashboard', 'allowRealTime', 'allowConnections'] as const).map(
                  (name) => (
                    <Grid key={name} size={{ xs: 12, sm: 6 }}>
                      <FormSwitch<UserFormInput> name={name} label={t(`userModal.${name}`)} stored={STORED[name]} />
                    </Grid>
                  ),
                )}
              </Grid>
            </Grid>
          </>
        )}
      </Grid>
    </FormSection>
  );
}
