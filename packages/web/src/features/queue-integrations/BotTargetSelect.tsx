import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fetchBotChoices, queueIntegrationsKeys } from './queueIntegrationsApi';

export type BotTargetKind = 'integrations' | 'prompts' | 'fileLists';

interface BotTargetSelectProps<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  kind: BotTargetKind;
  label: string;
  /** Shown when the company has none to offer. */
  empty: string;
}

/**
 * The select of a queue's or connection's integration, prompt or file list (spec 2 §2): the company's own, or none.
 * An id the list no longer holds (deleted, or past its first page) still shows, as its number.
 */
export function BotTargetSelect<T extends FieldValues>({ control, name, kind, label, empty }: BotTargetSelectProps<T>) {
  const { t } = useTranslation();
  const choices = useQuery({ queryKey: queueIntegrationsKeys.choices, queryFn: fetchBotChoices, staleTime: 30_000 });
  const options = choices.data?.[kind] ?? [];
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => {
        const value = typeof field.value === 'number' ? field.value : '';
        const missing = value !== '' && !options.some((option) => option.id === value);
        return (
          <TextField
            select
            fullWidth
            label={label}
            name={field.name}
            value={value}
            onChange={(event) => field.onChange(event.target.value === '' ? null : Number(event.target.value))}
            helperText={choices.isSuccess && options.length === 0 ? empty : undefined}
            slotProps={{
              select: { displayEmpty: true },
              inputLabel: { shrink: true },
              htmlInput: { 'data-testid': `bot-target-${String(name)}` },
            }}
          >
            <MenuItem value="">{t('common.none')}</MenuItem>
            {options.map((option) => (
              <MenuItem key={option.id} value={option.id}>
                {option.name}
              </MenuItem>
            ))}
            {missing && <MenuItem value={value}>#{value}</MenuItem>}
          </TextField>
        );
      }}
    />
  );
}
