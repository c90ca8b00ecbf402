import { useTranslation } from 'react-i18next';
import { RecordDialog } from '../../components/RecordDialog';
import { queueIntegrationValuesOf } from './queueIntegrationForm';
import { fetchQueueIntegration, queueIntegrationsKeys } from './queueIntegrationsApi';
import { QueueIntegrationForm } from './QueueIntegrationForm';

/** Add (id null) or edit an integration; null target: closed. */
export function QueueIntegrationDialog({ target, onClose }: { target: { id: number | null } | null; onClose(): void }) {
  const { t } = useTranslation();
  return (
    <RecordDialog
      target={target}
      onClose={onClose}
      name="queue-integration"
      addTitle={t('queueIntegrations.addTitle')}
      editTitle={t('queueIntegrations.editTitle')}
      queryKey={queueIntegrationsKeys.detail}
      fetchRecord={fetchQueueIntegration}
      renderForm={(integration) => (
        <QueueIntegrationForm
          integration={integration}
          initialValues={queueIntegrationValuesOf(integration)}
          onClose={onClose}
        />
      )}
    />
  );
}
