import { useCallback, useState } from 'react';
import Paper from '@mui/material/Paper';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TicketView } from '@guiche/shared';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { chatKeys, fetchTicketByUuid } from '../chat/chatApi';
import { TicketChat } from '../chat/TicketChat';
import { ListDetailPanes } from '../shell/ListDetailPanes';
import { useBackToList } from '../shell/useBackToList';
import { workspaceFrameSx } from '../shell/workspaceFrame';
import { TicketActionsProvider } from './TicketActionsProvider';
import { viewHolding, viewOfTaken, type ManagerView } from './ticketListCriteria';
import { TicketsManager } from './TicketsManager';
import { TicketsWelcome } from './TicketsWelcome';

/**
 * /tickets and /tickets/{uuid} (spec 1 §2): the ticket manager on the left and the chat of the ticket in the
 * address on the right, or a welcome panel. Small screens show one at a time, as the address says: the lists at
 * /tickets, the chat alone at /tickets/{uuid}, whose back button (or the browser's) returns to the lists where they
 * were left. Both columns share the ticket actions and their dialogs.
 */
export default function TicketsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('pages.tickets'));
  const { ticketId } = useParams();
  const navigate = useNavigate();
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('md'));
  const [view, setView] = useState<ManagerView>({ tab: 'open', subTab: 'open' });
  const back = useBackToList('/tickets', ticketId === undefined);
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
      <Paper variant="outlined" data-testid="tickets-page" sx={workspaceFrameSx}>
        <ListDetailPanes
          listColumn="minmax(340px, 420px)"
          single={narrow}
          detailShown={ticketId !== undefined}
          list={<TicketsManager selectedUuid={ticketId} view={view} onViewChange={setView} onCreated={created} />}
          detail={ticketId ? <TicketChat ticketUuid={ticketId} onBack={back} /> : narrow ? null : <TicketsWelcome />}
        />
      </Paper>
    </TicketActionsProvider>
  );
}
