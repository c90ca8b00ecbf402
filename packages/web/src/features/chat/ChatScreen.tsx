import Box from '@mui/material/Box';
import { useQuery } from '@tanstack/react-query';
import { LoadError } from '../../components/LoadError';
import { chatKeys, fetchTicketByUuid } from './chatApi';
import { ChatSkeleton } from './ChatSkeleton';
import { ChatView } from './ChatView';

/** Loads the ticket by its uuid (GET /tickets/u/{uuid}); the live events keep it current from then on. */
export function ChatScreen({ ticketUuid }: { ticketUuid: string }) {
  const ticket = useQuery({ queryKey: chatKeys.ticket(ticketUuid), queryFn: () => fetchTicketByUuid(ticketUuid) });
  if (ticket.data) return <ChatView ticket={ticket.data} />;
  if (ticket.isError) {
    return (
      <Box sx={{ p: 3 }}>
        <LoadError onRetry={() => void ticket.refetch()} />
      </Box>
    );
  }
  return <ChatSkeleton />;
}
