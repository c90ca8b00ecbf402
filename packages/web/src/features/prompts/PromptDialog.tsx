import { useTranslation } from 'react-i18next';
import { RecordDialog } from '../../components/RecordDialog';
import { promptValuesOf } from './promptForm';
import { fetchPrompt, promptsKeys } from './promptsApi';
import { PromptForm } from './PromptForm';

/** Add (id null) or edit a prompt; null target: closed. */
export function PromptDialog({ target, onClose }: { target: { id: number | null } | null; onClose(): void }) {
  const { t } = useTranslation();
  return (
    <RecordDialog
      target={target}
      onClose={onClose}
      name="prompt"
      addTitle={t('prompts.addTitle')}
      editTitle={t('prompts.editTitle')}
      queryKey={promptsKeys.detail}
      fetchRecord={fetchPrompt}
      renderForm={(prompt) => <PromptForm prompt={prompt} initialValues={promptValuesOf(prompt)} onClose={onClose} />}
    />
  );
}
