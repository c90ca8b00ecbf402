import { memo } from 'react';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import ListItemButton from '@mui/material/ListItemButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { isSnoozedTicket, type TicketView } from '@guiche/shared';
import { CHANNEL_ICONS } from '../connections/ChannelLabel';
import { AwaitingRatingChip } from './AwaitingRatingChip';
import { SnoozedChip } from './SnoozedChip';
import { TicketAvatar } from './TicketAvatar';
import { TicketMarks } from './TicketMarks';
import { TicketRowActions } from './TicketRowActions';
import { truncate } from '../../lib/text';
import { ROW_MESSAGE_MAX, ROW_NAME_MAX, ratingEmoji, rowTime, visibleTags } from './ticketRowText';
import { plainWhatsappText } from '../../lib/whatsappMarkup';

interface TicketRowProps {
  ticket: TicketView;
  selected: boolean;
  /** The assigned user's tag on the card is for admins only (spec 1 §6). */
  showUser: boolean;
  canDelete: boolean;
  now: Date;
  onOpen(ticket: TicketView): void;
  /** Selection mode (the manager's bulk actions): a click ticks the row instead of opening it. */
  onToggleSelect?: ((ticket: TicketView) => void) | undefined;
  checked?: boolean | undefined;
}

const smallChip = { height: 20, fontSize: 11, fontWeight: 600, maxWidth: 120 } as const;

/** Live presence of the contact instead of the last message while they type or record. */
function PreviewLine({ ticket }: { ticket: TicketView }) {
  const { t } = useTranslation();
  if (ticket.presence === 'composing' || ticket.presence === 'recording') {
    return (
      <Typography
        variant="body2"
        noWrap
        sx={{ color: 'success.main', fontStyle: 'italic' }}
        data-testid="ticket-presence"
      >
        {t(`tickets.row.${ticket.presence}`)}
      </Typography>
    );
  }
  return (
    <Typography variant="body2" noWrap sx={{ color: 'text.secondary' }} data-testid="ticket-last-message">
      {truncate(plainWhatsappText(ticket.lastMessage ?? ''), ROW_MESSAGE_MAX)}
    </Typography>
  );
}

/**
 * One ticket of a list (spec 1 §2): the queue's colour on the left edge, picture, name, last message, time and
 * unread count (and the bot and out-of-hours marks), then channel, queue, a rating still awaited, assigned user, tags and rating, with the row's actions. Memoised: a live
 * event re-renders only the row it changed.
 */
export const TicketRow = memo(function TicketRow({
  ticket,
  selected,
  showUser,
  canDelete,
  now,
  onOpen,
  onToggleSelect,
  checked = false,
}: TicketRowProps) {
  const { t } = useTranslation();
  const { Icon: ChannelIcon, color: channelColor } = CHANNEL_ICONS[ticket.channel];
  const tags = visibleTags(ticket.tags.length > 0 ? ticket.tags : ticket.contact.tags);
  const emoji = ratingEmoji(ticket.userRating?.rate);
  const queueColor = ticket.queue?.color ?? 'grey.500';

  return (
    <ListItemButton
      selected={selected || checked}
      onClick={() => (onToggleSelect ? onToggleSelect(ticket) : onOpen(ticket))}
      data-testid="ticket-row"
      data-ticket-id={ticket.id}
      data-status={ticket.status}
      sx={{
        borderRadius: 0,
        alignItems: 'stretch',
        gap: 1.25,
        pl: 1.75,
        pr: 1,
        py: 1,
        height: '100%',
        borderBottom: 1,
        borderColor: 'divider',
        position: 'relative',
        '&::before': { content: '""', position: 'absolute', left: 0, top: 0, bottom: 0, width: 4, bgcolor: queueColor },
      }}
    >
      {onToggleSelect && (
        <Checkbox
          size="small"
          checked={checked}
          tabIndex={-1}
          sx={{ alignSelf: 'center', p: 0.5, ml: -0.5 }}
          slotProps={{ input: { 'aria-label': t('tickets.selection.select', { name: ticket.contact.name }) } }}
          data-testid="ticket-select"
        />
      )}
      <Box sx={{ pt: 0.25 }}>
        <TicketAvatar name={ticket.contact.name} profilePicUrl={ticket.contact.profilePicUrl} />
      </Box>
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', gap: 0.25 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Tooltip title={t(`connections.channels.${ticket.channel}`)}>
            <ChannelIcon
              sx={{ fontSize: 16, color: channelColor, flexShrink: 0 }}
              aria-label={t(`connections.channels.${ticket.channel}`)}
            />
          </Tooltip>
          <Typography
            variant="subtitle2"
            noWrap
            sx={{ fontWeight: 700, flex: 1, minWidth: 0 }}
            data-testid="ticket-contact-name"
          >
            {truncate(ticket.contact.name, ROW_NAME_MAX)}
          </Typography>
          <TicketMarks ticket={ticket} />
          <Typography
            variant="caption"
            sx={{ color: ticket.unreadMessages > 0 ? 'success.main' : 'text.secondary', whiteSpace: 'nowrap' }}
          >
            {rowTime(ticket.lastMessageAt ?? ticket.updatedAt, now)}
          </Typography>
        </Stack>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minHeight: 22 }}>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <PreviewLine ticket={ticket} />
          </Box>
          {emoji && (
            <Tooltip title={t('tickets.row.rating', { rate: ticket.userRating?.rate })}>
              <Box
                component="span"
                role="img"
                aria-label={t('tickets.row.rating', { rate: ticket.userRating?.rate })}
                sx={{ fontSize: 16, lineHeight: 1 }}
              >
                {emoji}
              </Box>
            </Tooltip>
          )}
          {ticket.unreadMessages > 0 && (
            <Badge
              badgeContent={ticket.unreadMessages}
              max={999}
              color="success"
              aria-label={t('tickets.row.unread', { count: ticket.unreadMessages })}
              data-testid="ticket-unread"
              sx={{ mr: 1.25, '& .MuiBadge-badge': { position: 'static', transform: 'none' } }}
            />
          )}
        </Stack>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 0.5, minWidth: 0 }}>
          <Box sx={{ display: 'flex', gap: 0.5, flex: 1, minWidth: 0, overflow: 'hidden' }}>
            <Chip
              size="small"
              label={ticket.queue?.name ?? t('tickets.row.noQueue')}
              sx={(theme) => ({
                ...smallChip,
                bgcolor: ticket.queue ? ticket.queue.color : 'action.selected',
                color: ticket.queue ? theme.palette.getContrastText(ticket.queue.color) : 'text.secondary',
              })}
              data-testid="ticket-queue"
            />
            {ticket.status === 'nps' && (
              <AwaitingRatingChip sx={{ ...smallChip, maxWidth: 160, '& .MuiChip-icon': { fontSize: 14 } }} />
            )}
            {ticket.snoozedUntil && isSnoozedTicket(ticket) && (
              <SnoozedChip
                until={ticket.snoozedUntil}
                sx={{ ...smallChip, maxWidth: 180, '& .MuiChip-icon': { fontSize: 14 } }}
              />
            )}
            {showUser && ticket.user && (
              <Chip
                size="small"
                variant="outlined"
                label={ticket.user.name}
                aria-label={t('tickets.row.assignedTo', { name: ticket.user.name })}
                sx={{ ...smallChip, borderColor: ticket.user.color ?? 'divider' }}
                data-testid="ticket-user"
              />
            )}
            {tags.shown.map((tag) => (
              <Chip
                key={tag.id}
                size="small"
                label={tag.name}
                sx={(theme) => ({
                  ...smallChip,
                  maxWidth: 90,
                  bgcolor: alpha(tag.color, 0.18),
                  color: theme.palette.text.primary,
                  border: `1px solid ${tag.color}`,
                })}
              />
            ))}
            {tags.more > 0 && (
              <Tooltip title={t('tickets.row.moreTags', { count: tags.more })}>
                <Chip size="small" label={`+${tags.more}`} sx={smallChip} data-testid="ticket-more-tags" />
              </Tooltip>
            )}
          </Box>
          {!onToggleSelect && <TicketRowActions ticket={ticket} canDelete={canDelete} />}
        </Stack>
      </Box>
    </ListItemButton>
  );
});
