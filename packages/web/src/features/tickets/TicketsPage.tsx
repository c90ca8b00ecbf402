import { useCallback, useState } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TicketView } from '@guiche/shared';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { chatKeys, fetchTicketByUuid } from '../chat/chatApi';
import { TicketChat } from '../chat/TicketChat';
import { TicketActionsProvider } from './TicketActionsProvider';
import { viewHolding, viewOfTaken, type ManagerView } from './ticketListCriteria';
import { TicketsManager } from './TicketsManager';
import { TicketsWelcome } from './TicketsWelcome';

type NarrowTab = 'ticket' | 'tickets';

/**
 * /tickets and /tickets/{uuid} (spec 1 §2): the ticket manager on the left and the chat of the ticket in the
 * address on the right, or a welcome panel. Small screens show one at a time under two tabs, Ticket and
 * Atendimentos; opening a ticket brings its tab forward. Both columns share the ticket actions and their dialogs.
 */
export default function TicketsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('pages.tickets'));
  const { ticketId } = useParams();
  const navigate = useNavigate();
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('md'));
  const [view, setView] = useState<ManagerView>({ tab: 'open', subTab: 'open' });
  const [narrowTab, setNarrowTab] = useState<NarrowTab>(ticketId ? 'ticket' : 'tickets');
  // Another ticket in the address: its chat comes forward (adjusted while rendering, not in an effect).
  const [shownTicket, setShownTicket] = useState(ticketId);
  if (shownTicket !== ticketId) {
    setShownTicket(ticketId);
    setNarrowTab(ticketId ? 'ticket' : 'tickets');
  }
  // A ticket opened by its address brings forward the list that holds it, once (the chat shares this query); a
  // result picked in the search tab leaves the search in place.
  const addressed = useQuery({
    queryKey: chatKeys.ticket(ticketId ?? ''),
    queryFn: () => fetchTicketByUuid(ticketId ?? ''),
    enabled: ticketId !== undefined,
  });
  const [placedTicket, setPlacedTicket] = useState<string | undefined>(undefined);
  if (ticketId !== undefined && addressed.data && placedTicket !== ticketId) {
    setPlacedTicket(ticketId);
    if (view.tab !== 'search') setView(viewHolding(addressed.data));
  }

  const taken = useCallback((ticket: TicketView) => setView(viewOfTaken(ticket)), []);
  const created = useCallback(
    (ticket: TicketView) => {
      taken(ticket);
      void navigate(`/tickets/${ticket.uuid}`);
    },
    [navigate, taken],
  );

  return (
    <TicketActionsProvider selectedUuid={ticketId} onTaken={taken}>
      <Paper
        variant="outlined"
        data-testid="tickets-page"
        sx={{
          display: 'flex',
          flexDirection: 'column',
          // The screen under the app bar, less the shell's spacing above and below the page.
          height: { xs: 'calc(100dvh - 104px)', sm: 'calc(100dvh - 112px)', md: 'calc(100dvh - 120px)' },
          minHeight: 420,
          overflow: 'hidden',
          borderRadius: 3,
        }}
      >
        {narrow && (
          <Tabs
            value={narrowTab}
            onChange={(_event, value: NarrowTab) => setNarrowTab(value)}
            variant="fullWidth"
            sx={{ borderBottom: 1, borderColor: 'divider' }}
          >
            <Tab value="ticket" label={t('tickets.mobileTabs.ticket')} data-testid="narrow-tab-ticket" />
            <Tab value="tickets" label={t('tickets.mobileTabs.tickets')} data-testid="narrow-tab-tickets" />
          </Tabs>
        )}
        <Box
          sx={{
            flex: 1,
            minHeight: 0,
            display: 'grid',
            gridTemplateColumns: narrow ? '1fr' : 'minmax(340px, 420px) minmax(0, 1fr)',
          }}
        >
          <Box
            sx={{
              display: narrow && narrowTab !== 'tickets' ? 'none' : 'block',
              minHeight: 0,
              borderRight: narrow ? 0 : 1,
              borderColor: 'divider',
            }}
          >
            <TicketsManager selectedUuid={ticketId} view={view} onViewChange={setView} onCreated={created} />
          </Box>
          <Box sx={{ display: narrow && narrowTab !== 'ticket' ? 'none' : 'block', minHeight: 0, minWidth: 0 }}>
            {ticketId ? <TicketChat ticketUuid={ticketId} /> : <TicketsWelcome />}
          </Box>
        </Box>
      </Paper>
    </TicketActionsProvider>
  );
}
