import { useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useController, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from '../../components/useDebouncedValue';
import { formatPhoneNumber } from '../../lib/phone';
import { SEARCH_DEBOUNCE_MS, SEARCH_MIN_CHARS } from '../../lib/search';
import { searchContacts, ticketsKeys } from '../tickets/ticketsApi';
import type { ScheduleContact, ScheduleDialogValues } from './scheduleForm';

interface ScheduleContactPickerProps {
  disabled: boolean;
  /** The field's text for a validation message key ('Obrigatório' for validation.required). */
  messageOf(message: string | undefined): string | undefined;
}

/**
 * The dialog's contact: GET /contacts searched from 3 characters, 500 ms after the last keystroke (spec 2 §9).
 * The server does the matching, so the options are shown as it answers them.
 */
export function ScheduleContactPicker({ disabled, messageOf }: ScheduleContactPickerProps) {
  const { t } = useTranslation();
  const { control } = useFormContext<ScheduleDialogValues>();
  const { field, fieldState } = useController({ control, name: 'contact' });
  const chosen = field.value;
  const [typed, setTyped] = useState(chosen?.name ?? '');
  const settled = useDebouncedValue(typed.trim(), SEARCH_DEBOUNCE_MS);
  // The chosen contact's own name in the box is not a search.
  const term = settled.length >= SEARCH_MIN_CHARS && settled !== chosen?.name ? settled : '';
  const found = useQuery({
    queryKey: ticketsKeys.contactSearch(term),
    queryFn: () => searchContacts(term),
    enabled: term !== '',
  });

  const options: ScheduleContact[] = (term ? (found.data ?? []) : []).map(({ id, name, number }) => ({
    id,
    name,
    number,
  }));
  // The chosen contact stays an option, so the field shows it whatever the last search found.
  if (chosen && !options.some((option) => option.id === chosen.id)) options.unshift(chosen);
  const error = messageOf(fieldState.error?.message);

  return (
    <Autocomplete<ScheduleContact>
      options={options}
      value={chosen}
      disabled={disabled}
      loading={found.isFetching}
      inputValue={typed}
      onInputChange={(_event, next) => setTyped(next)}
      onChange={(_event, contact) => field.onChange(contact)}
      onBlur={field.onBlur}
      filterOptions={(available) => available}
      getOptionLabel={(option) => option.name}
      isOptionEqualToValue={(option, value) => option.id === value.id}
      noOptionsText={
        typed.trim().length < SEARCH_MIN_CHARS ? t('schedules.dialog.contactHint') : t('schedules.dialog.noContacts')
      }
      renderOption={({ key, ...props }, option) => (
        <li key={key} {...props}>
          <Stack sx={{ minWidth: 0 }}>
            <Typography variant="body2" noWrap sx={{ fontWeight: 600 }}>
              {option.name}
            </Typography>
            {option.number && (
              <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                {formatPhoneNumber(option.number)}
              </Typography>
            )}
          </Stack>
        </li>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          inputRef={field.ref}
          label={t('schedules.dialog.contact')}
          error={error !== undefined}
          helperText={error ?? (chosen ? undefined : t('schedules.dialog.contactHint'))}
          slotProps={{
            ...params.slotProps,
            htmlInput: { ...params.slotProps.htmlInput, 'data-testid': 'schedule-contact' },
          }}
        />
      )}
    />
  );
}
