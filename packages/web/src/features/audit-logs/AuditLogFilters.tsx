import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { AUDIT_ACTIONS, isAuditAction } from '@guiche/shared';
import { fetchUserNames, usersKeys } from '../users/usersApi';
import { EMPTY_AUDIT_FILTER, type AuditLogFilterState } from './auditLogsApi';
import { actionLabel } from './auditLogText';

interface Named {
  id: number;
  name: string;
}

const ALL = 'all';

/** The trail's filters: the action, who acted (the company's users) and a range of days; each applies at once. */
export function AuditLogFilters({
  filter,
  onChange,
}: {
  filter: AuditLogFilterState;
  onChange: (filter: AuditLogFilterState) => void;
}) {
  const { t } = useTranslation();
  const labels = t('auditLogs', { returnObjects: true });
  const users = useQuery({ queryKey: usersKeys.names, queryFn: fetchUserNames });
  const set = (patch: Partial<AuditLogFilterState>) => onChange({ ...filter, ...patch });
  const actions = AUDIT_ACTIONS.map((action) => ({ action, label: actionLabel(labels, action) })).sort((a, b) =>
    a.label.localeCompare(b.label),
  );
  const userOptions: Named[] = users.data ?? [];
  const filtered = Object.entries(filter).some(
    ([key, value]) => key !== 'scope' && value !== EMPTY_AUDIT_FILTER[key as keyof AuditLogFilterState],
  );

  return (
    <Grid container spacing={1.5} sx={{ mb: 2 }}>
      <Grid size={{ xs: 12, md: 3 }}>
        <TextField
          select
          fullWidth
          size="small"
          label={labels.filters.action}
          value={filter.action || ALL}
          onChange={(event) => set({ action: isAuditAction(event.target.value) ? event.target.value : '' })}
          slotProps={{ htmlInput: { 'data-testid': 'audit-filter-action' } }}
        >
          <MenuItem value={ALL}>{labels.filters.allActions}</MenuItem>
          {actions.map(({ action, label }) => (
            <MenuItem key={action} value={action}>
              {label}
            </MenuItem>
          ))}
        </TextField>
      </Grid>
      <Grid size={{ xs: 12, md: 3 }}>
        <Autocomplete<Named>
          size="small"
          options={userOptions}
          value={userOptions.find((user) => user.id === filter.actorId) ?? null}
          onChange={(_event, picked) => set({ actorId: picked?.id ?? null })}
          getOptionLabel={(option) => option.name}
          isOptionEqualToValue={(option, other) => option.id === other.id}
          renderInput={(params) => <TextField {...params} label={labels.filters.user} />}
          data-testid="audit-filter-user"
        />
      </Grid>
      <Grid size={{ xs: 6, md: 2 }}>
        <TextField
          fullWidth
          size="small"
          type="date"
          label={labels.filters.from}
          value={filter.dateFrom}
          onChange={(event) => set({ dateFrom: event.target.value })}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'audit-filter-from' } }}
        />
      </Grid>
      <Grid size={{ xs: 6, md: 2 }}>
        <TextField
          fullWidth
          size="small"
          type="date"
          label={labels.filters.to}
          value={filter.dateTo}
          onChange={(event) => set({ dateTo: event.target.value })}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'audit-filter-to' } }}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 2 }} sx={{ display: 'flex', alignItems: 'center' }}>
        <Button
          fullWidth
          sx={{ whiteSpace: 'nowrap' }}
          disabled={!filtered}
          onClick={() => onChange({ ...EMPTY_AUDIT_FILTER, scope: filter.scope })}
          data-testid="audit-filter-clear"
        >
          {labels.filters.clear}
        </Button>
      </Grid>
    </Grid>
  );
}
