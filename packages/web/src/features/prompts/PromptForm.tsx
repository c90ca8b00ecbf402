import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { toast } from 'react-toastify';
import { useTranslation } from 'react-i18next';
import { PROMPT_VOICES, promptFormSchema, type PromptView } from '@guiche/shared';
import { handleApiError } from '../../api/errorHandler';
import { validationIssues } from '../../api/validationIssues';
import { DialogForm } from '../../components/DialogForm';
import { FormTextField } from '../../components/FormTextField';
import { validationMessage } from '../../i18n/validationMessage';
import { FORM_SUBMIT_DELAY_MS, pause } from '../../lib/forms';
import { PasswordField } from '../auth/PasswordField';
import { queueIntegrationsKeys } from '../queue-integrations/queueIntegrationsApi';
import { fetchQueues, queuesKeys } from '../queues/queuesApi';
import { promptDialogSchema, promptPayload, type PromptFormValues } from './promptForm';
import { promptsKeys, savePrompt } from './promptsApi';

const NUMBER_FIELDS = [
  { name: 'temperature', step: 0.1 },
  { name: 'maxTokens', step: 1 },
  { name: 'maxMessages', step: 1 },
] as const;

/** The prompt dialog's body (spec 3 §2): name, API key (show/hide), prompt text, queue, voice and the model's limits. */
export function PromptForm({
  prompt,
  initialValues,
  onClose,
}: {
  prompt: PromptView | null;
  initialValues: PromptFormValues;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const editing = prompt !== null;
  const queues = useQuery({ queryKey: queuesKeys.list, queryFn: fetchQueues });
  const form = useForm<PromptFormValues>({ resolver: zodResolver(promptDialogSchema), defaultValues: initialValues });
  const { control, handleSubmit, setError, register, formState } = form;

  const onSubmit = handleSubmit(async (values) => {
    await pause(FORM_SUBMIT_DELAY_MS);
    try {
      await savePrompt(prompt?.id ?? null, promptFormSchema.parse(promptPayload(values)));
    } catch (error) {
      const issues = validationIssues(error);
      if (issues.length === 0) return handleApiError(error);
      issues.forEach(({ path, message }) =>
        setError(path as keyof PromptFormValues, { message }, { shouldFocus: true }),
      );
      return;
    }
    void queryClient.invalidateQueries({ queryKey: promptsKeys.lists });
    void queryClient.invalidateQueries({ queryKey: queueIntegrationsKeys.choices });
    toast.success(t('prompts.saved'));
    onClose();
  });

  // A stored key comes back masked: it shows as the placeholder, and a blank field keeps it.
  const secretField = (name: 'apiKey' | 'voiceKey', stored: string | null | undefined) => (
    <PasswordField
      fullWidth
      label={t(`prompts.fields.${name}`)}
      placeholder={stored || undefined}
      {...register(name)}
      error={Boolean(formState.errors[name])}
      helperText={validationMessage(formState.errors[name]?.message) ?? (stored ? t('prompts.keyKept') : undefined)}
      slotProps={{
        htmlInput: { 'data-testid': `prompt-${name}`, autoComplete: 'off' },
        inputLabel: stored ? { shrink: true } : undefined,
      }}
    />
  );

  return (
    <DialogForm form={form} onSubmit={onSubmit} onCancel={onClose} isNew={!editing} submitTestId="prompt-submit">
      <Grid container spacing={2} sx={{ pt: 1 }}>
        <Grid size={12}>
          <FormTextField<PromptFormValues>
            name="name"
            label={t('prompts.fields.name')}
            slotProps={{ htmlInput: { 'data-testid': 'prompt-name' } }}
          />
        </Grid>
        <Grid size={12}>{secretField('apiKey', prompt?.apiKey)}</Grid>
        <Grid size={12}>
          <FormTextField<PromptFormValues>
            name="prompt"
            label={t('prompts.fields.prompt')}
            multiline
            minRows={5}
            slotProps={{ htmlInput: { 'data-testid': 'prompt-prompt' } }}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <Controller
            control={control}
            name="queueId"
            render={({ field, fieldState }) => (
              <TextField
                select
                fullWidth
                label={t('prompts.fields.queueId')}
                name={field.name}
                value={queues.data ? field.value : ''}
                onChange={field.onChange}
                error={Boolean(fieldState.error)}
                helperText={validationMessage(fieldState.error?.message)}
                slotProps={{ htmlInput: { 'data-testid': 'prompt-queueId' } }}
              >
                {(queues.data ?? []).map((queue) => (
                  <MenuItem key={queue.id} value={queue.id}>
                    {queue.name}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <Controller
            control={control}
            name="voice"
            render={({ field }) => (
              <TextField
                select
                fullWidth
                label={t('prompts.fields.voice')}
                name={field.name}
                value={field.value ?? PROMPT_VOICES[0]}
                onChange={field.onChange}
                slotProps={{ htmlInput: { 'data-testid': 'prompt-voice' } }}
              >
                {PROMPT_VOICES.map((voice) => (
                  <MenuItem key={voice} value={voice}>
                    {voice === PROMPT_VOICES[0] ? t('prompts.textVoice') : voice}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>{secretField('voiceKey', prompt?.voiceKey)}</Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField<PromptFormValues>
            name="voiceRegion"
            label={t('prompts.fields.voiceRegion')}
            slotProps={{ htmlInput: { 'data-testid': 'prompt-voiceRegion' } }}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField<PromptFormValues>
            name="model"
            label={t('prompts.fields.model')}
            hint={t('prompts.modelHint')}
            slotProps={{ htmlInput: { 'data-testid': 'prompt-model' } }}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField<PromptFormValues>
            name="apiBaseUrl"
            label={t('prompts.fields.apiBaseUrl')}
            hint={t('prompts.apiBaseUrlHint')}
            slotProps={{ htmlInput: { 'data-testid': 'prompt-apiBaseUrl' } }}
          />
        </Grid>
        {NUMBER_FIELDS.map(({ name, step }) => (
          <Grid key={name} size={{ xs: 12, sm: 4 }}>
            <FormTextField<PromptFormValues>
              name={name as 'name'}
              type="number"
              label={t(`prompts.fields.${name}`)}
              slotProps={{ htmlInput: { step, 'data-testid': `prompt-${name}` } }}
            />
          </Grid>
        ))}
      </Grid>
    </DialogForm>
  );
}
