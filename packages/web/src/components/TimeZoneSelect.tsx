import { useMemo } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';

/** Every zone the browser knows; Intl lists canonical names only, so UTC (which the server also takes) is added. */
function zoneNames(current: string): string[] {
  const names = new Set(Intl.supportedValuesOf('timeZone'));
  names.add('UTC');
  if (current) names.add(current);
  return [...names].sort();
}

/** The company's IANA time zone, searchable by any part of its name ('Paulo', 'New_York'); emptied, it is `''` (none chosen). */
export function TimeZoneSelect({
  value,
  onChange,
  disabled,
  fullWidth,
}: {
  value: string;
  onChange: (zone: string) => void;
  disabled?: boolean;
  fullWidth?: boolean;
}) {
  const { t } = useTranslation();
  const options = useMemo(() => zoneNames(value), [value]);
  return (
    <Autocomplete
      options={options}
      value={value || null}
      disabled={disabled}
      onChange={(_, zone) => onChange(zone ?? '')}
      sx={fullWidth ? undefined : { maxWidth: 360 }}
      renderInput={(params) => (
        <TextField
          {...params}
          size={fullWidth ? 'medium' : 'small'}
          label={t('settings.timeZone')}
          helperText={t('settings.timeZoneHelp')}
        />
      )}
      data-testid="company-time-zone"
    />
  );
}
