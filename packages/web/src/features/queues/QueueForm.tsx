import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { Controller, useForm, type FieldErrors } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'react-toastify';
import { useTranslation } from 'react-i18next';
import type { Queue, UserListItem } from '@guiche/shared';
import { ApiError } from '../../api/ApiError';
import { handleApiError } from '../../api/errorHandler';
import { validationIssues, type ValidationIssue } from '../../api/validationIssues';
import { DialogForm } from '../../components/DialogForm';
import { ServiceHoursEditor } from '../../components/ServiceHoursEditor';
import { FORM_SUBMIT_DELAY_MS, pause } from '../../lib/forms';
import { ChatbotEditor } from './chatbot/ChatbotEditor';
import { checkTree, optionErrorsOf } from './chatbot/optionIssues';
import { optionsOf, treeOf } from './chatbot/optionTree';
import { createOptionTreeStore } from './chatbot/optionTreeStore';
import { QueueDataFields } from './QueueDataFields';
import { QueueMenuPreview } from './QueueMenuPreview';
import {
  firstFreeColor,
  formValuesOf,
  queueFieldOf,
  queueFormSchema,
  queuePayload,
  takenColors,
  type QueueFormInput,
  type QueueFormValues,
} from './queueForm';
import type { QueueWithOptions } from './queuesApi';
import { useSaveQueue } from './useSaveQueue';

/** A server refusal that belongs on one field: a colour or a name another queue already has. */
const FIELD_CONFLICTS = { ERR_QUEUE_COLOR_ALREADY_EXISTS: 'color', ERR_QUEUE_NAME_ALREADY_EXISTS: 'name' } as const;

interface QueueFormProps {
  queue: QueueWithOptions | null;
  queues: readonly Queue[];
  users: readonly UserListItem[];
  /** The service-hours tab shows only when the company schedules by queue (setting scheduleType). */
  schedulesByQueue: boolean;
  onClose(): void;
}

/** The body of the queue dialog (spec 2 §2 "Queues"): the queue's fields and chatbot, and its service hours. */
export function QueueForm({ queue, queues, users, schedulesByQueue, onClose }: QueueFormProps) {
  const { t } = useTranslation();
  const taken = useMemo(() => takenColors(queues, queue?.id ?? null), [queues, queue]);
  const [store] = useState(() => createOptionTreeStore(treeOf(queue?.chatbots ?? [])));
  const targets = useMemo(() => ({ queues, users }), [queues, users]);
  const [generalErrors, setGeneralErrors] = useState<string[]>([]);
  const [tab, setTab] = useState<'data' | 'schedules'>('data');
  const save = useSaveQueue(queue?.id ?? null);

  const form = useForm<QueueFormInput, unknown, QueueFormValues>({
    // The form never holds `chatbots` (the tree is edited apart), and the schema leaves it optional.
    resolver: zodResolver(queueFormSchema),
    defaultValues: formValuesOf(queue, firstFreeColor(taken)),
  });
  const { control, handleSubmit, setError } = form;

  /** Shows the tree's problems on their options; true when there were any. */
  const showTreeIssues = (issues: readonly ValidationIssue[]): boolean => {
    const { byOption, general } = optionErrorsOf(store.getTree(), issues);
    store.setErrors(byOption);
    setGeneralErrors(general);
    return issues.length > 0;
  };

  const onInvalid = (invalid: FieldErrors<QueueFormInput>) => {
    showTreeIssues(checkTree(store.getTree()));
    setTab(Object.keys(invalid).every((field) => field === 'schedules') ? 'schedules' : 'data');
  };

  const onValid = async (values: QueueFormValues) => {
    if (showTreeIssues(checkTree(store.getTree()))) return setTab('data');
    await pause(FORM_SUBMIT_DELAY_MS);
    try {
      await save(queuePayload(values, optionsOf(store.getTree())));
    } catch (error) {
      const code = error instanceof ApiError ? error.code : undefined;
      if (code === 'ERR_QUEUE_COLOR_ALREADY_EXISTS' || code === 'ERR_QUEUE_NAME_ALREADY_EXISTS') {
        setError(FIELD_CONFLICTS[code], { message: `errors.${code}` }, { shouldFocus: true });
        return setTab('data');
      }
      const issues = validationIssues(error);
      const treeIssues = issues.filter((issue) => issue.path.startsWith('chatbots'));
      const fieldIssues = issues.flatMap(({ path, message }) => {
        const field = queueFieldOf(path);
        return field ? [{ field, message }] : [];
      });
      if (treeIssues.length + fieldIssues.length === 0) return handleApiError(error);
      showTreeIssues(treeIssues);
      fieldIssues.forEach(({ field, message }) => setError(field, { message }));
      return setTab(
        fieldIssues.length > 0 && fieldIssues.every(({ field }) => field === 'schedules') ? 'schedules' : 'data',
      );
    }
    toast.success(t('common.success'));
    onClose();
  };

  const shownTab = schedulesByQueue ? tab : 'data';
  return (
    <DialogForm
      form={form}
      onSubmit={handleSubmit(onValid, onInvalid)}
      onCancel={onClose}
      isNew={queue === null}
      submitTestId="queue-dialog-submit"
      header={
        <Tabs
          value={shownTab}
          onChange={(_event, next: 'data' | 'schedules') => setTab(next)}
          sx={{ px: 3 }}
          variant="scrollable"
        >
          <Tab value="data" label={t('queueDialog.dataTab')} />
          {schedulesByQueue && (
            <Tab value="schedules" label={t('queueDialog.schedulesTab')} data-testid="queue-schedules-tab" />
          )}
        </Tabs>
      }
    >
      {/* Both panels stay mounted, so switching tabs keeps what was typed and where each option was open. */}
      <Stack spacing={3} sx={{ display: shownTab === 'data' ? 'flex' : 'none' }}>
        <QueueDataFields takenColors={taken} />
        <Divider />
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, md: 7 }}>
            <ChatbotEditor store={store} targets={targets} generalErrors={generalErrors} />
          </Grid>
          {/* Beside the options on wide screens, so each edit shows at once in what the contact reads. */}
          <Grid size={{ xs: 12, md: 5 }} sx={{ position: { md: 'sticky' }, top: { md: 0 }, alignSelf: 'flex-start' }}>
            <QueueMenuPreview store={store} />
          </Grid>
        </Grid>
      </Stack>
      {schedulesByQueue && (
        <Box sx={{ display: shownTab === 'schedules' ? 'block' : 'none' }}>
          <Controller
            control={control}
            name="schedules"
            render={({ field, fieldState }) => (
              <ServiceHoursEditor value={field.value ?? []} onChange={field.onChange} unsaved={fieldState.isDirty} />
            )}
          />
          <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
            {t('queueDialog.schedulesHint')}
          </Typography>
        </Box>
      )}
    </DialogForm>
  );
}
