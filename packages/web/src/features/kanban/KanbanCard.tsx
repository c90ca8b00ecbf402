import { memo } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useDraggable } from '@dnd-kit/core';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TicketView } from '@guiche/shared';

/** The draggable id of a ticket's card. */
export const cardId = (ticketId: number) => `ticket-${ticketId}`;

/** What a card shows (spec 3 "Kanban"): ticket number, contact name and number, last message, 'Ver Ticket'. */
function CardFace({
  ticket,
  handle,
}: {
  ticket: TicketView;
  handle?: React.HTMLAttributes<HTMLDivElement> & { ref?: (node: HTMLElement | null) => void };
}) {
  const { t } = useTranslation();
  return (
    <>
      <Box
        {...handle}
        sx={{
          p: 1.5,
          pb: 1,
          cursor: handle ? 'grab' : 'grabbing',
          outline: 'none',
          borderRadius: 1,
          '&:focus-visible': { boxShadow: (theme) => `inset 0 0 0 2px ${theme.palette.primary.main}` },
        }}
      >
        <Typography variant="caption" sx={{ color: 'text.secondary', fontVariantNumeric: 'tabular-nums' }}>
          {t('kanban.ticketNumber', { id: ticket.id })}
        </Typography>
        <Typography variant="subtitle2" noWrap title={ticket.contact.name}>
          {ticket.contact.name}
        </Typography>
        <Typography
          variant="caption"
          component="div"
          sx={{ color: 'text.secondary', fontVariantNumeric: 'tabular-nums' }}
        >
          {ticket.contact.number}
        </Typography>
        <Typography
          variant="body2"
          sx={{
            mt: 0.5,
            color: 'text.secondary',
            display: '-webkit-box',
            WebkitLineClamp: 2,
            WebkitBoxOrient: 'vertical',
            overflow: 'hidden',
            overflowWrap: 'anywhere',
          }}
        >
          {ticket.lastMessage}
        </Typography>
      </Box>
      <Box sx={{ px: 1.5, pb: 1.5 }}>
        <Button
          size="small"
          variant="outlined"
          component={RouterLink}
          to={`/tickets/${ticket.uuid}`}
          data-testid="kanban-view-ticket"
        >
          {t('kanban.viewTicket')}
        </Button>
      </Box>
    </>
  );
}

/**
 * A ticket's card. Its upper part is the drag handle (pointer, or keyboard: space/Enter picks it up, the arrows
 * choose the lane); the 'Ver Ticket' button stays a plain link. While dragged, the card stays dimmed in its lane and
 * the overlay follows the pointer.
 */
export const KanbanCard = memo(function KanbanCard({ ticket }: { ticket: TicketView }) {
  const { t } = useTranslation();
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({ id: cardId(ticket.id), data: { ticket } });
  return (
    <Paper
      variant="outlined"
      sx={{ opacity: isDragging ? 0.4 : 1 }}
      data-testid="kanban-card"
      data-ticket-id={ticket.id}
    >
      <CardFace
        ticket={ticket}
        handle={{
          ...attributes,
          ...listeners,
          ref: setNodeRef,
          'aria-label': t('kanban.moveCard', { id: ticket.id, name: ticket.contact.name }),
        }}
      />
    </Paper>
  );
});

/** The card as the drag overlay shows it under the pointer. */
export function KanbanCardOverlay({ ticket }: { ticket: TicketView }) {
  return (
    <Paper elevation={8} sx={{ width: 280, cursor: 'grabbing' }}>
      <CardFace ticket={ticket} />
    </Paper>
  );
}
