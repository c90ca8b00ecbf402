import { useState } from 'react';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'react-toastify';
import { useTranslation } from 'react-i18next';
import { can, LANGUAGES, MENU_STATES, PROFILES, THEMES, type UserDetail } from '@guiche/shared';
import { ApiError } from '../../api/ApiError';
import { handleApiError } from '../../api/errorHandler';
import { validationIssues } from '../../api/validationIssues';
import { DialogForm } from '../../components/DialogForm';
import { FormSection } from '../../components/FormSection';
import { FormTextField } from '../../components/FormTextField';
import { validationMessage } from '../../i18n/validationMessage';
import { FORM_SUBMIT_DELAY_MS, pause } from '../../lib/forms';
import { PasswordField } from '../auth/PasswordField';
import { useCurrentUser } from '../auth/sessionContext';
import { AvatarPicker } from './AvatarPicker';
import { FormSelect } from './FormSelect';
import { UserAccessFields } from './UserAccessFields';
import {
  formValuesOf,
  isUserFormField,
  NEW_USER_VALUES,
  userFormSchema,
  type UserFormInput,
  type UserFormValues,
} from './userForm';
import { useSaveUser } from './useSaveUser';
import { PushDeviceSettings } from '../push/PushDeviceSettings';

interface UserFormProps {
  /** The user being edited, or null to add one. */
  user: UserDetail | null;
  onClose(): void;
}

/**
 * The body of the user modal (spec 2 §2 "Users"). A non-admin edits only their own name, password, language,
 * theme and menu: the other fields are hidden (email shown, locked), and the server refuses them anyway.
 */
export function UserForm({ user, onClose }: UserFormProps) {
  const { t } = useTranslation();
  const currentUser = useCurrentUser();
  // The server lets the super administrator manage users whatever their profile.
  const editsProfile = can(currentUser, 'user-modal:editProfile') || currentUser.super;
  const editsQueues = can(currentUser, 'user-modal:editQueues') || currentUser.super;
  const [avatar, setAvatar] = useState<File | null>(null);
  const save = useSaveUser(user);

  const form = useForm<UserFormInput, unknown, UserFormValues>({
    resolver: zodResolver(userFormSchema(user === null)),
    defaultValues: user ? formValuesOf(user) : NEW_USER_VALUES,
  });
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = form;

  const onSubmit = handleSubmit(async (values) => {
    await pause(FORM_SUBMIT_DELAY_MS);
    try {
      await save({ values, avatar, asAdmin: editsProfile });
    } catch (error) {
      if (error instanceof ApiError && error.code === 'ERR_EMAIL_ALREADY_EXISTS') {
        setError('email', { message: 'errors.ERR_EMAIL_ALREADY_EXISTS' }, { shouldFocus: true });
        return;
      }
      // Server-side rule failures (ERR_VALIDATION) show on their fields; anything else goes to the error handler.
      const issues = validationIssues(error).flatMap(({ path, message }) =>
        isUserFormField(path) ? [{ field: path, message }] : [],
      );
      if (issues.length === 0) return handleApiError(error);
      issues.forEach(({ field, message }) => setError(field, { message }));
      return;
    }
    toast.success(t('common.success'));
    onClose();
  });

  const options = {
    profile: PROFILES.map((value) => ({ value, label: t(`profile.roles.${value}`) })),
    language: LANGUAGES.map((value) => ({ value, label: t(`languages.${value}`) })),
    defaultTheme: THEMES.map((value) => ({ value, label: t(`userModal.themes.${value}`) })),
    defaultMenu: MENU_STATES.map((value) => ({ value, label: t(`userModal.menus.${value}`) })),
  };

  return (
    <DialogForm
      form={form}
      onSubmit={onSubmit}
      onCancel={onClose}
      isNew={user === null}
      submitTestId="user-modal-submit"
    >
      <Stack spacing={3}>
        <AvatarPicker imageUrl={user?.profileImageUrl ?? null} disabled={isSubmitting} onPick={setAvatar} />
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField<UserFormInput> name="name" autoFocus label={t('userModal.name')} autoComplete="off" />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField<UserFormInput>
              name="email"
              type="email"
              label={t('userModal.email')}
              autoComplete="off"
              disabled={!editsProfile}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <PasswordField
              {...register('password')}
              fullWidth
              label={t('userModal.password')}
              autoComplete="new-password"
              error={Boolean(errors.password)}
              helperText={
                validationMessage(errors.password?.message) ?? (user ? t('userModal.passwordKeep') : undefined)
              }
            />
          </Grid>
          {editsProfile && (
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormSelect name="profile" label={t('userModal.profile')} options={options.profile} />
            </Grid>
          )}
        </Grid>
        {(editsProfile || editsQueues) && (
          <>
            <Divider />
            <UserAccessFields editsQueues={editsQueues} editsProfile={editsProfile} />
          </>
        )}
        <Divider />
        <FormSection title={t('userModal.preferences')}>
          <Grid container spacing={2}>
            {(['language', 'defaultTheme', 'defaultMenu'] as const).map((name) => (
              <Grid key={name} size={{ xs: 12, sm: 4 }}>
                <FormSelect name={name} label={t(`userModal.${name}`)} options={options[name]} />
              </Grid>
            ))}
          </Grid>
        </FormSection>
        {/* Pushes are a device's, turned on where one is: only in one's own profile. */}
        {user?.id === currentUser.id && <PushDeviceSettings />}
      </Stack>
    </DialogForm>
  );
}
