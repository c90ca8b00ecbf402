import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ArrowBackOutlinedIcon from '@mui/icons-material/ArrowBackOutlined';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../components/LoadError';
import { chatKeys, fetchTicketByUuid } from './chatApi';
import { ChatSkeleton } from './ChatSkeleton';
import { ChatView } from './ChatView';

/** Loads the ticket by its uuid (GET /tickets/u/{uuid}); the live events keep it current from then on. */
export function ChatScreen({ ticketUuid, onBack }: { ticketUuid: string; onBack(): void }) {
  const { t } = useTranslation();
  const ticket = useQuery({ queryKey: chatKeys.ticket(ticketUuid), queryFn: () => fetchTicketByUuid(ticketUuid) });
  if (ticket.data) return <ChatView ticket={ticket.data} onBack={onBack} />;
  if (ticket.isError) {
    return (
      <Box sx={{ p: 3 }}>
        <LoadError onRetry={() => void ticket.refetch()} />
        {/* Alone on a phone's screen, the column says how to get back to the lists. */}
        <Button startIcon={<ArrowBackOutlinedIcon />} onClick={onBack} sx={{ mt: 2 }} data-testid="chat-back">
          {t('chat.back')}
        </Button>
      </Box>
    );
  }
  return <ChatSkeleton />;
}
