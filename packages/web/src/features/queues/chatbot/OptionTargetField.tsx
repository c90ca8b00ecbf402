import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { validationMessage } from '../../../i18n/validationMessage';
import { useOptionTargets } from './optionTargets';
import type { OptionDraft, OptionFields } from './optionTree';

interface OptionTargetFieldProps {
  option: OptionDraft;
  error: string | undefined;
  onChange(patch: Partial<OptionFields>): void;
}

/**
 * Where an option leads, by its type: a queue, an attendant, an integration or a file list (spec 2 §3). A text
 * option leads nowhere. Integrations and file lists do not exist yet, so those selects stay empty and say so.
 */
export function OptionTargetField({ option, error, onChange }: OptionTargetFieldProps) {
  const { t } = useTranslation();
  const { queues, users } = useOptionTargets();
  const { queueType } = option;
  if (queueType === 'text') return null;

  // Per type: the option field holding the target, what may be chosen, and what to say when nothing may.
  const targets = {
    queue: { field: 'optQueueId', choices: queues, empty: t('userModal.noQueues') },
    attendent: { field: 'optUserId', choices: users, empty: undefined },
    integration: { field: 'optIntegrationId', choices: [], empty: t('queueDialog.noIntegrations') },
    file: { field: 'optFileId', choices: [], empty: t('queueDialog.noFileLists') },
  } as const;
  const { field, choices, empty: emptyText } = targets[queueType];

  return (
    <TextField
      select
      fullWidth
      size="small"
      label={t(`chatbot.targets.${queueType}`)}
      value={option[field] ?? ''}
      onChange={(event) => onChange({ [field]: Number(event.target.value) || null })}
      disabled={choices.length === 0}
      error={Boolean(error)}
      helperText={validationMessage(error) ?? (choices.length === 0 ? emptyText : undefined)}
    >
      {choices.map((choice) => (
        <MenuItem key={choice.id} value={choice.id}>
          {choice.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
