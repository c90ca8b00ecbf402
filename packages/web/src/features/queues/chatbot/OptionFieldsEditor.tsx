import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { CHATBOT_OPTION_TYPES, PLACEHOLDER_NAMES, type ChatbotOptionType } from '@guiche/shared';
import { BEFORE_ATTENDANT, PlaceholderChips, usePlaceholderInsert } from '../../../components/PlaceholderChips';
import { validationMessage } from '../../../i18n/validationMessage';
import type { OptionFieldErrors } from './optionIssues';
import { OptionTargetField } from './OptionTargetField';
import type { OptionDraft, OptionFields } from './optionTree';

interface OptionFieldsEditorProps {
  option: OptionDraft;
  errors: OptionFieldErrors;
  onChange(patch: Partial<OptionFields>): void;
}

function isOptionType(value: string): value is ChatbotOptionType {
  return (CHATBOT_OPTION_TYPES as readonly string[]).includes(value);
}

/** The fields of one chatbot option (spec 2 §3): name, message, type and its target, close ticket. */
export function OptionFieldsEditor({ option, errors, onChange }: OptionFieldsEditorProps) {
  const { t } = useTranslation();
  const placeholders = usePlaceholderInsert({
    read: () => option.greetingMessage,
    write: (greetingMessage) => onChange({ greetingMessage }),
  });
  return (
    <Grid container spacing={1.5}>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField
          fullWidth
          size="small"
          label={t('chatbot.name')}
          value={option.name}
          onChange={(event) => onChange({ name: event.target.value })}
          error={Boolean(errors.name)}
          helperText={validationMessage(errors.name)}
          slotProps={{ htmlInput: { 'data-testid': 'option-name' } }}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField
          select
          fullWidth
          size="small"
          label={t('chatbot.type')}
          value={option.queueType}
          onChange={(event) => isOptionType(event.target.value) && onChange({ queueType: event.target.value })}
          error={Boolean(errors.queueType) && option.queueType === 'text'}
        >
          {CHATBOT_OPTION_TYPES.map((type) => (
            <MenuItem key={type} value={type}>
              {t(`chatbot.types.${type}`)}
            </MenuItem>
          ))}
        </TextField>
      </Grid>
      <Grid size={12}>
        <Stack spacing={1}>
          <TextField
            fullWidth
            multiline
            minRows={2}
            size="small"
            label={t('chatbot.greetingMessage')}
            value={option.greetingMessage}
            onChange={(event) => onChange({ greetingMessage: event.target.value })}
            inputRef={placeholders.inputRef}
            error={Boolean(errors.greetingMessage)}
            helperText={validationMessage(errors.greetingMessage)}
          />
          <PlaceholderChips
            fieldLabel={t('chatbot.greetingMessage')}
            onInsert={placeholders.insert}
            // The bot sends the message before any attendant holds the ticket, but with the one an option hands
            // the ticket to (the server fills it once the ticket is theirs).
            names={option.queueType === 'attendent' ? PLACEHOLDER_NAMES : BEFORE_ATTENDANT}
          />
        </Stack>
      </Grid>
      {option.queueType !== 'text' && (
        <Grid size={{ xs: 12, sm: 6 }}>
          <OptionTargetField option={option} error={errors.queueType} onChange={onChange} />
        </Grid>
      )}
      <Grid size={{ xs: 12, sm: 6 }} sx={{ display: 'flex', alignItems: 'center' }}>
        <FormControlLabel
          label={t('chatbot.closeTicket')}
          control={
            <Switch
              size="small"
              checked={option.closeTicket}
              onChange={(_event, closeTicket) => onChange({ closeTicket })}
            />
          }
        />
      </Grid>
    </Grid>
  );
}
