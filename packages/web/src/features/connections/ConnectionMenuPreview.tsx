import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Queue } from '@guiche/shared';
import { BotPreviewPhone } from '../bot-preview/BotPreviewPhone';
import { connectionMenuPreview } from '../bot-preview/menuPreview';
import { usePreviewPlaceholders } from '../bot-preview/usePreviewPlaceholders';
import type { ConnectionFormInput } from './connectionForm';

interface ConnectionMenuPreviewProps {
  queues: readonly Queue[];
  /** Company setting sendGreetingMessageOneQueues: the greeting also goes before a lone queue's own. */
  greetingWithOneQueue: boolean;
}

/** The connection modal's preview of a new conversation: greeting and queue menu, from the form as it is now. */
export function ConnectionMenuPreview({ queues, greetingWithOneQueue }: ConnectionMenuPreviewProps) {
  const { t } = useTranslation();
  const [name, greeting, queueIds] = useWatch<ConnectionFormInput, ['name', 'greetingMessage', 'queueIds']>({
    name: ['name', 'greetingMessage', 'queueIds'],
  });
  const chosen = useMemo(() => queues.filter((queue) => queueIds.includes(queue.id)), [queues, queueIds]);
  const preview = connectionMenuPreview(greeting ?? null, chosen, greetingWithOneQueue);
  const render = usePreviewPlaceholders({
    connectionName: name,
    queueName: preview.kind === 'single' ? chosen[0]?.name : undefined,
  });
  const note = { none: t('botPreview.noQueues'), single: t('botPreview.oneQueue'), menu: t('botPreview.menu') }[
    preview.kind
  ];

  return (
    <BotPreviewPhone
      testId="connection-menu-preview"
      title={name.trim() || t('botPreview.company')}
      contactMessage={t('botPreview.contactHello')}
      messages={preview.messages.map(render)}
      note={note}
      emptyText={t('botPreview.silent')}
    />
  );
}
