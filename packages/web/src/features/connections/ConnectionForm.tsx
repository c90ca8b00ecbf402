import { useState } from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { Controller, useForm, type FieldErrors } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'react-toastify';
import { useTranslation } from 'react-i18next';
import type { Connection, Queue } from '@guiche/shared';
import { ApiError } from '../../api/ApiError';
import { handleApiError } from '../../api/errorHandler';
import { validationIssues } from '../../api/validationIssues';
import { DialogForm } from '../../components/DialogForm';
import { ServiceHoursEditor } from '../../components/ServiceHoursEditor';
import { FORM_SUBMIT_DELAY_MS, pause } from '../../lib/forms';
import { ChatbotTab } from './ChatbotTab';
import { ConnectionMenuPreview } from './ConnectionMenuPreview';
import { callSession } from './connectionsApi';
import {
  CONNECTION_TABS,
  connectionFieldOf,
  connectionFormSchema,
  connectionPayload,
  firstTabWithError,
  formValuesOf,
  importNeedsNewQr,
  type ConnectionFormInput,
  type ConnectionFormValues,
  type ConnectionTab,
} from './connectionForm';
import { GeneralTab } from './GeneralTab';
import type { GreetingMediaChange } from './greetingMedia';
import { IntegrationsTab } from './IntegrationsTab';
import { MessagesTab } from './MessagesTab';
import type { NewConnectionChannel } from './NewConnectionMenu';
import { NpsTab } from './NpsTab';
import { useSaveConnection } from './useSaveConnection';

interface ConnectionFormProps {
  /** The stored connection, or null to create one of `newChannel`. */
  connection: Connection | null;
  newChannel: NewConnectionChannel | null;
  queues: readonly Queue[];
  /** The schedules tab shows only when the company schedules by connection (setting scheduleType). */
  schedulesByConnection: boolean;
  /** Company setting sendGreetingMessageOneQueues, for the menu preview. */
  greetingWithOneQueue: boolean;
  onClose(): void;
  onSaved(connection: Connection, showQr: boolean): void;
}

/** The body of the connection modal (spec 2 §2): its tabs, and the save with the server's refusals on their fields. */
export function ConnectionForm({
  connection,
  newChannel,
  queues,
  schedulesByConnection,
  greetingWithOneQueue,
  onClose,
  onSaved,
}: ConnectionFormProps) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<ConnectionTab>('general');
  const save = useSaveConnection(connection?.id ?? null, newChannel);
  const [greetingMedia, setGreetingMedia] = useState<GreetingMediaChange>({ kind: 'keep' });
  const form = useForm<ConnectionFormInput, unknown, ConnectionFormValues>({
    resolver: zodResolver(connectionFormSchema()),
    defaultValues: formValuesOf(connection),
  });
  const { control, handleSubmit, setError, formState } = form;
  const channel = connection?.channel ?? newChannel;
  const tabs = CONNECTION_TABS.filter((name) => name !== 'schedules' || schedulesByConnection);

  const showErrorsTab = (fields: readonly string[]) => {
    const first = firstTabWithError(fields);
    if (first) setTab(first);
  };

  const onInvalid = (errors: FieldErrors<ConnectionFormInput>) => showErrorsTab(Object.keys(errors));

  const onValid = async (values: ConnectionFormValues) => {
    await pause(FORM_SUBMIT_DELAY_MS);
    const payload = connectionPayload(values);
    let saved: Connection;
    try {
      saved = await save(payload, greetingMedia);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'ERR_WAPP_GREETING_REQUIRED') {
        setError('greetingMessage', { message: 'errors.ERR_WAPP_GREETING_REQUIRED' }, { shouldFocus: true });
        return setTab('messages');
      }
      const issues = validationIssues(error).flatMap(({ path, message }) => {
        const field = connectionFieldOf(path);
        return field ? [{ field, message }] : [];
      });
      if (issues.length === 0) return handleApiError(error);
      issues.forEach(({ field, message }) => setError(field, { message }));
      return showErrorsTab(issues.map(({ field }) => field));
    }
    toast.success(t('common.success'));
    // Spec 2 §4: the phone syncs old messages only when it pairs, so a new import window asks for a new QR.
    const renewQr = importNeedsNewQr(connection, payload);
    if (renewQr) {
      toast.warning(t('connections.importWarning'), { autoClose: false, toastId: 'import-new-qr' });
      await callSession(saved.id, 'newQr').catch(handleApiError);
    }
    onSaved(saved, connection === null || renewQr);
  };

  const shownTab = tabs.includes(tab) ? tab : 'general';
  const panel = (name: ConnectionTab) => ({
    sx: { display: shownTab === name ? 'block' : 'none' },
    'data-testid': `connection-panel-${name}`,
  });

  return (
    <DialogForm
      form={form}
      onSubmit={handleSubmit(onValid, onInvalid)}
      onCancel={onClose}
      isNew={connection === null}
      submitTestId="connection-dialog-submit"
      header={
        <Tabs
          value={shownTab}
          onChange={(_event, next: ConnectionTab) => setTab(next)}
          variant="scrollable"
          allowScrollButtonsMobile
          sx={{ px: { xs: 1, sm: 3 } }}
        >
          {tabs.map((name) => (
            <Tab
              key={name}
              value={name}
              label={t(`connectionModal.tabs.${name}`)}
              data-testid={`connection-tab-${name}`}
            />
          ))}
        </Tabs>
      }
    >
      {/* Every panel stays mounted, so switching tabs keeps focus order and what was typed. */}
      <Box {...panel('general')}>
        <GeneralTab queues={queues} showImport={channel === 'whatsapp'} />
      </Box>
      <Box {...panel('integrations')}>
        <IntegrationsTab />
      </Box>
      <Box {...panel('messages')}>
        <MessagesTab
          greetingMedia={{
            stored: connection?.greetingMediaAttachment ?? null,
            change: greetingMedia,
            onChange: setGreetingMedia,
          }}
          disabled={formState.isSubmitting}
          preview={<ConnectionMenuPreview queues={queues} greetingWithOneQueue={greetingWithOneQueue} />}
        />
      </Box>
      <Box {...panel('chatbot')}>
        <ChatbotTab queues={queues} />
      </Box>
      <Box {...panel('nps')}>
        <NpsTab />
      </Box>
      {schedulesByConnection && (
        <Box {...panel('schedules')}>
          <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
            {t('connectionModal.schedulesHint')}
          </Typography>
          <Controller
            control={control}
            name="schedules"
            render={({ field, fieldState }) => (
              <ServiceHoursEditor value={field.value} onChange={field.onChange} unsaved={fieldState.isDirty} />
            )}
          />
        </Box>
      )}
    </DialogForm>
  );
}
