import { useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { REPORT_STATUSES } from '@guiche/shared';
import { useDebouncedValue } from '../../components/useDebouncedValue';
import { SEARCH_DEBOUNCE_MS, SEARCH_MIN_CHARS } from '../../lib/search';
import { useConnections } from '../connections/useConnections';
import { useTagList } from '../contacts/useTagList';
import { useQueues } from '../queues/useQueues';
import { searchContacts } from '../tickets/ticketsApi';
import { fetchUserNames, usersKeys } from '../users/usersApi';
import type { ReportFilterState } from './reportsApi';

interface Named {
  id: number;
  name: string;
}

function MultiPick({
  label,
  options,
  value,
  onChange,
  testId,
}: {
  label: string;
  options: Named[];
  value: number[];
  onChange: (ids: number[]) => void;
  testId: string;
}) {
  return (
    <Autocomplete<Named, true>
      multiple
      size="small"
      options={options}
      value={options.filter((option) => value.includes(option.id))}
      onChange={(_event, picked) => onChange(picked.map((option) => option.id))}
      getOptionLabel={(option) => option.name}
      isOptionEqualToValue={(option, other) => option.id === other.id}
      renderInput={(params) => <TextField {...params} label={label} />}
      data-testid={testId}
    />
  );
}

/** Spec 2 §2 report filters: contact (searched from 3 characters), connections, status, users, tags, queues, dates. */
export function ReportFilters({
  initial,
  onApply,
}: {
  initial: ReportFilterState;
  onApply: (filter: ReportFilterState) => void;
}) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState(initial);
  const [contact, setContact] = useState<Named | null>(null);
  const [typed, setTyped] = useState('');
  const term = useDebouncedValue(typed.trim(), SEARCH_DEBOUNCE_MS);
  const contacts = useQuery({
    queryKey: ['reports', 'contacts', term],
    queryFn: () => searchContacts(term),
    enabled: term.length >= SEARCH_MIN_CHARS,
  });
  const connections = useConnections();
  const queues = useQueues();
  const users = useQuery({ queryKey: usersKeys.names, queryFn: fetchUserNames });
  const tags = useTagList();
  const set = (patch: Partial<ReportFilterState>) => setFilter((current) => ({ ...current, ...patch }));
  const statuses = REPORT_STATUSES.map((status, index) => ({
    id: index,
    name: t(`reports.statuses.${status}`),
    status,
  }));

  return (
    <Grid container spacing={1.5} sx={{ mb: 2 }}>
      <Grid size={{ xs: 12, md: 4 }}>
        <Autocomplete<Named>
          size="small"
          options={(contacts.data ?? []).map(({ id, name }) => ({ id, name }))}
          value={contact}
          inputValue={typed}
          onInputChange={(_event, next) => setTyped(next)}
          onChange={(_event, picked) => {
            setContact(picked);
            set({ contactId: picked?.id });
          }}
          filterOptions={(available) => available}
          getOptionLabel={(option) => option.name}
          isOptionEqualToValue={(option, other) => option.id === other.id}
          renderInput={(params) => <TextField {...params} label={t('reports.contact')} />}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <MultiPick
          label={t('reports.connections')}
          options={connections.data ?? []}
          value={filter.whatsappId}
          onChange={(ids) => set({ whatsappId: ids })}
          testId="report-connections"
        />
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <MultiPick
          label={t('reports.status')}
          options={statuses}
          value={statuses.filter((s) => filter.status.includes(s.status)).map((s) => s.id)}
          onChange={(ids) => set({ status: statuses.filter((s) => ids.includes(s.id)).map((s) => s.status) })}
          testId="report-status"
        />
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <MultiPick
          label={t('reports.users')}
          options={users.data ?? []}
          value={filter.users}
          onChange={(ids) => set({ users: ids })}
          testId="report-users"
        />
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <MultiPick
          label={t('reports.tags')}
          options={tags.data ?? []}
          value={filter.tags}
          onChange={(ids) => set({ tags: ids })}
          testId="report-tags"
        />
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <MultiPick
          label={t('reports.queues')}
          options={queues.data ?? []}
          value={filter.queueIds}
          onChange={(ids) => set({ queueIds: ids })}
          testId="report-queues"
        />
      </Grid>
      <Grid size={{ xs: 6, md: 3 }}>
        <TextField
          fullWidth
          size="small"
          type="date"
          label={t('reports.from')}
          value={filter.dateFrom}
          onChange={(e) => set({ dateFrom: e.target.value })}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'report-from' } }}
        />
      </Grid>
      <Grid size={{ xs: 6, md: 3 }}>
        <TextField
          fullWidth
          size="small"
          type="date"
          label={t('reports.to')}
          value={filter.dateTo}
          onChange={(e) => set({ dateTo: e.target.value })}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'report-to' } }}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 2 }}>
        <Button fullWidth variant="contained" onClick={() => onApply(filter)} data-testid="report-apply">
          {t('reports.filter')}
        </Button>
      </Grid>
    </Grid>
  );
}
