import { useSyncExternalStore } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { BotPreviewPhone } from '../bot-preview/BotPreviewPhone';
import { queueMenuPreview } from '../bot-preview/menuPreview';
import { usePreviewPlaceholders } from '../bot-preview/usePreviewPlaceholders';
import { childrenOf, ROOT } from './chatbot/optionTree';
import type { OptionTreeStore } from './chatbot/optionTreeStore';
import type { QueueFormInput } from './queueForm';

/** The queue dialog's preview: what a contact gets on entering the queue (its greeting and first chatbot level). */
export function QueueMenuPreview({ store }: { store: OptionTreeStore }) {
  const { t } = useTranslation();
  const [name, greeting] = useWatch<QueueFormInput, ['name', 'greetingMessage']>({ name: ['name', 'greetingMessage'] });
  const tree = useSyncExternalStore(store.subscribe, store.getTree);
  const optionNames = childrenOf(tree, ROOT).map((key) => tree.nodes[key]?.name.trim() || t('chatbot.untitled'));
  const render = usePreviewPlaceholders({ queueName: name });

  return (
    <BotPreviewPhone
      testId="queue-menu-preview"
      title={name.trim() || t('botPreview.company')}
      messages={queueMenuPreview(greeting ?? null, optionNames).map(render)}
      note={optionNames.length > 0 ? t('botPreview.queueOptions') : t('botPreview.queueNoOptions')}
      emptyText={t('botPreview.queueSilent')}
    />
  );
}
