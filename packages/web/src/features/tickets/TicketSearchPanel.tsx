import { useState, type Ref } from 'react';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import FilterListOutlinedIcon from '@mui/icons-material/FilterListOutlined';
import SearchOutlinedIcon from '@mui/icons-material/SearchOutlined';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { TICKET_STATUSES, type TicketStatus } from '@guiche/shared';
import { useCurrentUser } from '../auth/sessionContext';
import { useConnections } from '../connections/useConnections';
import { fetchUserNames, usersKeys } from '../users/usersApi';
import { FilterMultiSelect } from './FilterMultiSelect';
import { EMPTY_SEARCH_FILTERS, type TicketSearchFilters } from './ticketListCriteria';
import { fetchTagList, ticketsKeys } from './ticketsApi';

interface TicketSearchPanelProps {
  /** What is typed (the list reads it 500 ms after the last keystroke). */
  filters: TicketSearchFilters;
  onChange(filters: TicketSearchFilters): void;
  /** The text field, for the '/' shortcut. */
  inputRef?: Ref<HTMLInputElement>;
}

/** The search tab's text field and its filter panel: tags, connections, status, and users for admins (spec 1 §2). */
export function TicketSearchPanel({ filters, onChange, inputRef }: TicketSearchPanelProps) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const isAdmin = user.profile === 'admin' || user.super;
  const [panelOpen, setPanelOpen] = useState(false);
  const tags = useQuery({ queryKey: ticketsKeys.tags, queryFn: fetchTagList, enabled: panelOpen });
  const connections = useConnections(panelOpen);
  const users = useQuery({ queryKey: usersKeys.names, queryFn: fetchUserNames, enabled: panelOpen && isAdmin });
  const active = filters.tags.length + filters.whatsappIds.length + filters.statuses.length + filters.users.length;
  const set = <K extends keyof TicketSearchFilters>(key: K, value: TicketSearchFilters[K]) =>
    onChange({ ...filters, [key]: value });

  return (
    <Box sx={{ px: 1.5, pt: 1.5 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <TextField
          size="small"
          fullWidth
          type="search"
          autoFocus
          inputRef={inputRef}
          value={filters.searchParam}
          onChange={(event) => set('searchParam', event.target.value)}
          placeholder={t('tickets.search.placeholder')}
          slotProps={{
            htmlInput: { 'aria-label': t('tickets.search.placeholder'), 'data-testid': 'ticket-search' },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchOutlinedIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
        <Tooltip title={t('tickets.search.filters')}>
          <IconButton
            aria-label={t('tickets.search.filters')}
            aria-expanded={panelOpen}
            onClick={() => setPanelOpen((open) => !open)}
            color={panelOpen ? 'primary' : 'default'}
            data-testid="ticket-filters-toggle"
          >
            <Badge badgeContent={active} color="secondary">
              <FilterListOutlinedIcon />
            </Badge>
          </IconButton>
        </Tooltip>
      </Stack>
      <Collapse in={panelOpen} unmountOnExit>
        <Stack spacing={1.5} sx={{ pt: 1.5 }} data-testid="ticket-filters">
          <FilterMultiSelect
            label={t('tickets.search.tags')}
            testId="filter-tags"
            options={(tags.data ?? []).map((tag) => ({ value: tag.id, label: tag.name, color: tag.color }))}
            value={filters.tags}
            onChange={(value) => set('tags', value)}
          />
          <FilterMultiSelect
            label={t('tickets.search.connections')}
            testId="filter-connections"
            options={(connections.data ?? []).map((connection) => ({ value: connection.id, label: connection.name }))}
            value={filters.whatsappIds}
            onChange={(value) => set('whatsappIds', value)}
          />
          <FilterMultiSelect<TicketStatus>
            label={t('tickets.search.status')}
            testId="filter-status"
            options={TICKET_STATUSES.map((status) => ({ value: status, label: t(`tickets.statuses.${status}`) }))}
            value={filters.statuses}
            onChange={(value) => set('statuses', value)}
          />
          {isAdmin && (
            <FilterMultiSelect
              label={t('tickets.search.users')}
              testId="filter-users"
              options={(users.data ?? []).map((option) => ({ value: option.id, label: option.name }))}
              value={filters.users}
              onChange={(value) => set('users', value)}
            />
          )}
          {active > 0 && (
            <Button
              size="small"
              onClick={() => onChange({ ...EMPTY_SEARCH_FILTERS, searchParam: filters.searchParam })}
              sx={{ alignSelf: 'flex-start' }}
            >
              {t('tickets.search.clear')}
            </Button>
          )}
        </Stack>
      </Collapse>
    </Box>
  );
}
