import { useMemo, useRef, useState } from 'react';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Tooltip from '@mui/material/Tooltip';
import AddCircleOutlineOutlinedIcon from '@mui/icons-material/AddCircleOutlineOutlined';
import CheckBoxOutlinedIcon from '@mui/icons-material/CheckBoxOutlined';
import ChecklistOutlinedIcon from '@mui/icons-material/ChecklistOutlined';
import MoveToInboxOutlinedIcon from '@mui/icons-material/MoveToInboxOutlined';
import SearchOutlinedIcon from '@mui/icons-material/SearchOutlined';
import SnoozeOutlinedIcon from '@mui/icons-material/SnoozeOutlined';
import { useTranslation } from 'react-i18next';
import { TICKET_COUNT_CAP, can, type TicketView } from '@guiche/shared';
import { useDebouncedValue } from '../../components/useDebouncedValue';
import { SEARCH_DEBOUNCE_MS } from '../../lib/search';
import { useCurrentUser } from '../auth/sessionContext';
import { useQueues } from '../queues/useQueues';
import { useTicketSearchShortcut } from '../shortcuts/useTicketSearchShortcut';
import { CloseAllButton } from './CloseAllButton';
import { ManagerTabButton } from './ManagerTabButton';
import { NewTicketDialog } from './NewTicketDialog';
import { QueueFilterSelect } from './QueueFilterSelect';
import { TicketList } from './TicketList';
import {
  EMPTY_SEARCH_FILTERS,
  defaultShowAll,
  effectiveShowAll,
  searchListCriteria,
  snoozedListCriteria,
  statusListCriteria,
  type ManagerView,
  type OpenSubTab,
  type TicketSearchFilters,
} from './ticketListCriteria';
import { workingQueues } from './ticketQueues';
import { TicketSearchPanel } from './TicketSearchPanel';
import { TicketSelectionBar } from './TicketSelectionBar';
import { useTicketList } from './useTicketList';
import { useTicketRooms } from './useTicketRooms';
import { useTicketSelection } from './useTicketSelection';
import { useTicketsLive } from './useTicketsLive';

const SUB_TABS: readonly { value: OpenSubTab; labelKey: 'assigned' | 'pending' | 'group' }[] = [
  { value: 'open', labelKey: 'assigned' },
  { value: 'pending', labelKey: 'pending' },
  { value: 'group', labelKey: 'group' },
];

/**
 * A sub-tab's label with its count badge; the server counts up to TICKET_COUNT_CAP, shown as "1000+". The badge
 * sits in line after the label: hung off its corner, it was cut by the tab's edge on phones ("Aguardando").
 */
function CountLabel({ label, count }: { label: string; count: number }) {
  return (
    <Badge
      badgeContent={count >= TICKET_COUNT_CAP ? `${TICKET_COUNT_CAP}+` : count}
      color="secondary"
      sx={{ alignItems: 'center', gap: 0.75, '& .MuiBadge-badge': { position: 'static', transform: 'none' } }}
      data-testid="tab-count"
      data-count={count}
    >
      <span>{label}</span>
    </Badge>
  );
}

interface TicketsManagerProps {
  selectedUuid: string | undefined;
  /** The tab shown; the page holds it so that a ticket taken from the chat column can bring its list forward. */
  view: ManagerView;
  onViewChange(view: ManagerView): void;
  /** A ticket just created in the new ticket dialog. */
  onCreated(ticket: TicketView): void;
}

/**
 * The ticket manager, left column of /tickets (spec 1 §2): the top icons, the open tab with its assigned, pending
 * and group lists, the closed tab, the search tab and the snoozed ("Adiados") list, the queue filter and the
 * show-all toggle, close-all for admins, and the selection mode whose bar acts on many tickets at once. Every list is live (useTicketsLive) and the socket sits in the status rooms while it is on screen.
 */
export function TicketsManager({ selectedUuid, view, onViewChange, onCreated }: TicketsManagerProps) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  useTicketsLive();
  useTicketRooms();
  const companyQueues = useQueues();
  const queues = useMemo(() => workingQueues(user, companyQueues.data), [user, companyQueues.data]);

  const { tab, subTab } = view;
  const setTab = (next: ManagerView['tab']) => onViewChange({ ...view, tab: next });
  const setSubTab = (next: OpenSubTab) => onViewChange({ ...view, subTab: next });
  const [showAllToggle, setShowAllToggle] = useState(() => defaultShowAll(user));
  // Until the user changes it, the filter holds every working queue (also those that load later).
  const [chosenQueues, setChosenQueues] = useState<number[] | null>(null);
  const queueIds = chosenQueues ?? queues.map((queue) => queue.id);
  const [filters, setFilters] = useState<TicketSearchFilters>(EMPTY_SEARCH_FILTERS);
  const searchParam = useDebouncedValue(filters.searchParam, SEARCH_DEBOUNCE_MS);
  const [creating, setCreating] = useState(false);
  const searchInput = useRef<HTMLInputElement>(null);
  useTicketSearchShortcut(tab === 'search', () => setTab('search'), searchInput);

  const mayShowAll = can(user, 'tickets-manager:showall');
  const mayCloseAll = can(user, 'tickets-manager:closeAll');
  const listCriteria = (status: OpenSubTab | 'closed') =>
    statusListCriteria(status, queueIds, effectiveShowAll(user, showAllToggle, status));
  // The three open lists are read together: their badges count them even while another one is shown.
  const counts: Record<OpenSubTab, number> = {
    open: useTicketList(listCriteria('open')).count,
    pending: useTicketList(listCriteria('pending')).count,
    group: useTicketList(listCriteria('group')).count,
  };
  const subTabLabel = t(`tickets.tabs.${SUB_TABS.find((sub) => sub.value === subTab)?.labelKey ?? 'assigned'}`);
  const current =
    tab === 'open'
      ? listCriteria(subTab)
      : tab === 'closed'
        ? listCriteria('closed')
        : tab === 'snoozed'
          ? snoozedListCriteria(queueIds, effectiveShowAll(user, showAllToggle, 'snoozed'))
          : searchListCriteria({ ...filters, searchParam }, queueIds, effectiveShowAll(user, showAllToggle, 'search'));
  // Selection mode (bulk actions): the ticks belong to the list on screen.
  const [selecting, setSelecting] = useState(false);
  const selection = useTicketSelection(JSON.stringify(current));

  return (
    <>
      <Box
        sx={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0 }}
        data-testid="tickets-manager"
      >
        <Stack direction="row" spacing={0.5} sx={{ px: 1, py: 0.75, alignItems: 'center' }}>
          <ManagerTabButton
            label={t('tickets.tabs.newTicket')}
            icon={<AddCircleOutlineOutlinedIcon />}
            onClick={() => setCreating(true)}
            testId="new-ticket-button"
          />
          <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} />
          <ManagerTabButton
            label={t('tickets.tabs.open')}
            icon={<MoveToInboxOutlinedIcon />}
            selected={tab === 'open'}
            onClick={() => setTab('open')}
            testId="tickets-tab-open"
          />
          <ManagerTabButton
            label={t('tickets.tabs.closed')}
            icon={<CheckBoxOutlinedIcon />}
            selected={tab === 'closed'}
            onClick={() => setTab('closed')}
            testId="tickets-tab-closed"
          />
          <ManagerTabButton
            label={t('tickets.tabs.search')}
            icon={<SearchOutlinedIcon />}
            selected={tab === 'search'}
            onClick={() => setTab('search')}
            testId="tickets-tab-search"
          />
          <ManagerTabButton
            label={t('tickets.tabs.snoozed')}
            icon={<SnoozeOutlinedIcon />}
            selected={tab === 'snoozed'}
            onClick={() => setTab('snoozed')}
            testId="tickets-tab-snoozed"
          />
        </Stack>
        <Divider />
        {tab === 'search' && <TicketSearchPanel filters={filters} onChange={setFilters} inputRef={searchInput} />}
        <Stack direction="row" spacing={1} sx={{ px: 1.5, pt: 1.5, pb: 1, alignItems: 'center' }}>
          <QueueFilterSelect queues={queues} value={queueIds} onChange={setChosenQueues} />
          {mayShowAll && (
            <FormControlLabel
              label={t('tickets.showAll')}
              sx={{ mr: 0, whiteSpace: 'nowrap' }}
              control={
                <Switch
                  size="small"
                  checked={showAllToggle}
                  onChange={(_event, checked) => setShowAllToggle(checked)}
                  data-testid="show-all-toggle"
                />
              }
            />
          )}
          {mayCloseAll && tab === 'open' && (
            <CloseAllButton status={subTab} queueIds={queueIds} statusLabel={subTabLabel} />
          )}
          <Tooltip title={t('tickets.selection.start')}>
            <IconButton
              size="small"
              aria-label={t('tickets.selection.start')}
              aria-pressed={selecting}
              color={selecting ? 'primary' : 'default'}
              onClick={() => setSelecting(!selecting)}
              data-testid="tickets-select-mode"
            >
              <ChecklistOutlinedIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        </Stack>
        {tab === 'open' && (
          <Tabs
            value={subTab}
            onChange={(_event, value: OpenSubTab) => setSubTab(value)}
            variant="fullWidth"
            sx={{ borderBottom: 1, borderColor: 'divider', minHeight: 44 }}
          >
            {SUB_TABS.map((sub) => (
              <Tab
                key={sub.value}
                value={sub.value}
                label={<CountLabel label={t(`tickets.tabs.${sub.labelKey}`)} count={counts[sub.value]} />}
                data-testid={`tickets-subtab-${sub.value}`}
                sx={{ minHeight: 44 }}
              />
            ))}
          </Tabs>
        )}
        {tab !== 'open' && <Divider />}
        {selecting && (
          <TicketSelectionBar criteria={current} selection={selection} onExit={() => setSelecting(false)} />
        )}
        <TicketList
          key={JSON.stringify(current)}
          criteria={current}
          selectedUuid={selectedUuid}
          label={tab === 'open' ? subTabLabel : t(`tickets.tabs.${tab}`)}
          selection={selecting ? selection : undefined}
        />
      </Box>
      {creating && <NewTicketDialog onClose={() => setCreating(false)} onCreated={onCreated} />}
    </>
  );
}
