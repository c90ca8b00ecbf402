import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { toast } from 'react-toastify';
import { useTranslation } from 'react-i18next';
import {
  DIALOGFLOW_LANGUAGES,
  QUEUE_INTEGRATION_TYPES,
  type QueueIntegrationFormInput,
  type QueueIntegrationView,
} from '@guiche/shared';
import { handleApiError } from '../../api/errorHandler';
import { validationIssues } from '../../api/validationIssues';
import { DialogForm } from '../../components/DialogForm';
import { FormTextField } from '../../components/FormTextField';
import { validationMessage } from '../../i18n/validationMessage';
import { FORM_SUBMIT_DELAY_MS, pause } from '../../lib/forms';
import { dialogflowTestFailure, type DialogflowTestFailure } from './dialogflowTest';
import {
  FIELDS_BY_TYPE,
  queueIntegrationDialogSchema,
  queueIntegrationPayload,
  type QueueIntegrationFormValues,
} from './queueIntegrationForm';
import { queueIntegrationsKeys, saveQueueIntegration, testDialogflow } from './queueIntegrationsApi';

const NUMBER_FIELDS = new Set(['typebotExpires', 'typebotDelayMessage']);
const LONG_FIELDS = new Set(['jsonContent', 'typebotUnknownMessage', 'typebotRestartMessage']);

/** The integration dialog's body: the type, then that type's fields (spec 3 §2); Dialogflow has a Test button. */
export function QueueIntegrationForm({
  integration,
  initialValues,
  onClose,
}: {
  integration: QueueIntegrationView | null;
  initialValues: QueueIntegrationFormValues;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const editing = integration !== null;
  const form = useForm<QueueIntegrationFormValues>({
    resolver: zodResolver(queueIntegrationDialogSchema(editing)),
    defaultValues: initialValues,
  });
  const { control, handleSubmit, setError, getValues } = form;
  const type = useWatch({ control, name: 'type' });
  const [testing, setTesting] = useState(false);
  // Why the last test failed, kept in view beside the button (a toast would vanish before the key is fixed).
  const [testCause, setTestCause] = useState<Extract<DialogflowTestFailure, { kind: 'cause' }> | null>(null);

  const onSubmit = handleSubmit(async (values) => {
    await pause(FORM_SUBMIT_DELAY_MS);
    try {
      await saveQueueIntegration(integration?.id ?? null, queueIntegrationPayload(values) as QueueIntegrationFormInput);
    } catch (error) {
      const issues = validationIssues(error);
      if (issues.length === 0) return handleApiError(error);
      issues.forEach(({ path, message }) =>
        setError(path as keyof QueueIntegrationFormValues, { message }, { shouldFocus: true }),
      );
      return;
    }
    void queryClient.invalidateQueries({ queryKey: queueIntegrationsKeys.lists });
    void queryClient.invalidateQueries({ queryKey: queueIntegrationsKeys.choices });
    toast.success(t('queueIntegrations.saved'));
    onClose();
  });

  const test = async () => {
    const { projectName, jsonContent, language } = getValues();
    setTesting(true);
    setTestCause(null);
    try {
      const answer = await testDialogflow({
        projectName: projectName ?? '',
        jsonContent: jsonContent ?? '',
        language: language ?? 'pt-BR',
      });
      toast.success(t('queueIntegrations.testAnswered', { message: answer.message || '—' }));
    } catch (error) {
      const failure = dialogflowTestFailure(error);
      if (failure.kind === 'cause') setTestCause(failure);
      else if (failure.kind === 'fields')
        failure.issues.forEach(({ path, message }) =>
          setError(path as keyof QueueIntegrationFormValues, { message }, { shouldFocus: true }),
        );
      else handleApiError(error);
    } finally {
      setTesting(false);
    }
  };

  return (
    <DialogForm
      form={form}
      onSubmit={onSubmit}
      onCancel={onClose}
      isNew={!editing}
      submitTestId="queue-integration-submit"
    >
      <Grid container spacing={2} sx={{ pt: 1 }}>
        <Grid size={12}>
          <Controller
            control={control}
            name="type"
            render={({ field }) => (
              <TextField
                select
                fullWidth
                label={t('queueIntegrations.fields.type')}
                name={field.name}
                value={field.value}
                onChange={field.onChange}
                slotProps={{ htmlInput: { 'data-testid': 'queue-integration-type' } }}
              >
                {QUEUE_INTEGRATION_TYPES.map((option) => (
                  <MenuItem key={option} value={option}>
                    {t(`queueIntegrations.types.${option}`)}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
        </Grid>
        {FIELDS_BY_TYPE[type].map((name) =>
          name === 'language' ? (
            <Grid key={name} size={{ xs: 12, sm: 6 }}>
              <Controller
                control={control}
                name="language"
                render={({ field }) => (
                  <TextField
                    select
                    fullWidth
                    label={t('queueIntegrations.fields.language')}
                    name={field.name}
                    value={field.value ?? 'pt-BR'}
                    onChange={field.onChange}
                  >
                    {DIALOGFLOW_LANGUAGES.map((language) => (
                      <MenuItem key={language} value={language}>
                        {t(`queueIntegrations.languages.${language}`)}
                      </MenuItem>
                    ))}
                  </TextField>
                )}
              />
            </Grid>
          ) : (
            <Grid key={name} size={{ xs: 12, sm: LONG_FIELDS.has(name) || name === 'urlN8N' ? 12 : 6 }}>
              <FormTextField<QueueIntegrationFormValues>
                name={name as 'name'}
                label={t(`queueIntegrations.fields.${name}`)}
                hint={name === 'jsonContent' && editing ? t('queueIntegrations.jsonKept') : undefined}
                type={NUMBER_FIELDS.has(name) ? 'number' : 'text'}
                multiline={LONG_FIELDS.has(name)}
                minRows={name === 'jsonContent' ? 5 : undefined}
                slotProps={{ htmlInput: { 'data-testid': `queue-integration-${name}` } }}
              />
            </Grid>
          ),
        )}
        {type === 'dialogflow' && (
          <Grid size={12}>
            <Button
              variant="outlined"
              onClick={() => void test()}
              loading={testing}
              data-testid="queue-integration-test"
            >
              {t('queueIntegrations.test')}
            </Button>
            {testCause && (
              <Alert severity="error" sx={{ mt: 1.5 }} data-testid="queue-integration-test-failure">
                {validationMessage(testCause.messageKey)}
                {testCause.detail && (
                  <Typography
                    variant="caption"
                    component="p"
                    sx={{ mt: 0.5, overflowWrap: 'anywhere', color: 'text.secondary' }}
                  >
                    {t('queueIntegrations.testDetail', { detail: testCause.detail })}
                  </Typography>
                )}
              </Alert>
            )}
          </Grid>
        )}
      </Grid>
    </DialogForm>
  );
}
