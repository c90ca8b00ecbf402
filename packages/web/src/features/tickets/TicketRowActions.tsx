import { useState } from 'react';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import DeleteOutlineOutlinedIcon from '@mui/icons-material/DeleteOutlineOutlined';
import DoNotDisturbOnOutlinedIcon from '@mui/icons-material/DoNotDisturbOnOutlined';
import DoneAllOutlinedIcon from '@mui/icons-material/DoneAllOutlined';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import MarkChatUnreadOutlinedIcon from '@mui/icons-material/MarkChatUnreadOutlined';
import ReplayOutlinedIcon from '@mui/icons-material/ReplayOutlined';
import SnoozeOutlinedIcon from '@mui/icons-material/SnoozeOutlined';
import SwapHorizOutlinedIcon from '@mui/icons-material/SwapHorizOutlined';
import UndoOutlinedIcon from '@mui/icons-material/UndoOutlined';
import { useTranslation } from 'react-i18next';
import { isWorkingStatus, type TicketView } from '@guiche/shared';
import { useTicketActions } from './ticketActionsContext';
import { useTicketAttention } from './ticketAttentionContext';
import { SnoozeMenu } from './SnoozeMenu';
import { canTransfer, transitionsFor, type TicketTransition } from './ticketTransitions';

const ICONS: Record<TicketTransition, typeof CheckCircleOutlineIcon> = {
  accept: CheckCircleOutlineIcon,
  ignore: DoNotDisturbOnOutlinedIcon,
  resolve: DoneAllOutlinedIcon,
  resolveSilently: DoneAllOutlinedIcon,
  resolveWithRating: DoneAllOutlinedIcon,
  reopen: ReplayOutlinedIcon,
  returnToQueue: UndoOutlinedIcon,
};

/** A row's main action as a button (accept, resolve or reopen) and the others in a menu (spec 1 §2 row actions). */
export function TicketRowActions({ ticket, canDelete }: { ticket: TicketView; canDelete: boolean }) {
  const { t } = useTranslation();
  const actions = useTicketActions();
  const attention = useTicketAttention();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // The snooze menu opens where the row's menu was, with the moment it opened (its presets count from it).
  const [snoozeAt, setSnoozeAt] = useState<{ anchor: HTMLElement; now: Date } | null>(null);
  const [main, ...others] = transitionsFor(ticket);
  const busy = actions.busyTicketId === ticket.id || attention?.busyTicketId === ticket.id;
  const transferable = canTransfer(ticket);
  const markable = attention !== null && ticket.unreadMessages === 0;
  const snoozable = attention !== null && isWorkingStatus(ticket.status);
  const hasMenu = others.length > 0 || transferable || canDelete || markable || snoozable;

  const choose = (pick: () => void) => {
    setAnchor(null);
    pick();
  };

  return (
    // The row itself opens the chat: clicks on its buttons stay here.
    <span
      onClick={(event) => event.stopPropagation()}
      onKeyDown={(event) => event.stopPropagation()}
      style={{ display: 'inline-flex', alignItems: 'center' }}
    >
      {main && (
        <Button
          size="small"
          variant={main === 'accept' ? 'contained' : 'outlined'}
          loading={busy}
          onClick={() => actions.run(main, ticket)}
          data-testid={`ticket-action-${main}`}
          sx={{ minWidth: 0, py: 0.1, px: 1, fontSize: 12, lineHeight: 1.6 }}
        >
          {t(`tickets.actions.${main}`)}
        </Button>
      )}
      {hasMenu && (
        <>
          <Tooltip title={t('tickets.actions.more')}>
            <IconButton
              size="small"
              aria-label={t('tickets.actions.more')}
              onClick={(event) => setAnchor(event.currentTarget)}
              data-testid="ticket-more-actions"
            >
              <MoreVertIcon fontSize="small" />
            </IconButton>
          </Tooltip>
          <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
            {others.map((transition) => {
              const Icon = ICONS[transition];
              return (
                <MenuItem
                  key={transition}
                  onClick={() => choose(() => actions.run(transition, ticket))}
                  data-testid={`ticket-action-${transition}`}
                >
                  <ListItemIcon>
                    <Icon fontSize="small" />
                  </ListItemIcon>
                  {t(`tickets.actions.${transition}`)}
                </MenuItem>
              );
            })}
            {markable && (
              <MenuItem onClick={() => choose(() => attention.markUnread(ticket))} data-testid="ticket-action-unread">
                <ListItemIcon>
                  <MarkChatUnreadOutlinedIcon fontSize="small" />
                </ListItemIcon>
                {t('tickets.unread.mark')}
              </MenuItem>
            )}
            {snoozable && (
              <MenuItem
                onClick={() => {
                  if (anchor) setSnoozeAt({ anchor, now: new Date() });
                  setAnchor(null);
                }}
                data-testid="ticket-action-snooze"
              >
                <ListItemIcon>
                  <SnoozeOutlinedIcon fontSize="small" />
                </ListItemIcon>
                {t('tickets.snooze.action')}
              </MenuItem>
            )}
            {transferable && (
              <MenuItem onClick={() => choose(() => actions.transfer(ticket))} data-testid="ticket-action-transfer">
                <ListItemIcon>
                  <SwapHorizOutlinedIcon fontSize="small" />
                </ListItemIcon>
                {t('tickets.actions.transfer')}
              </MenuItem>
            )}
            {canDelete && (
              <MenuItem
                onClick={() => choose(() => actions.remove(ticket))}
                sx={{ color: 'error.main' }}
                data-testid="ticket-action-delete"
              >
                <ListItemIcon sx={{ color: 'inherit' }}>
                  <DeleteOutlineOutlinedIcon fontSize="small" />
                </ListItemIcon>
                {t('tickets.actions.delete')}
              </MenuItem>
            )}
          </Menu>
          {attention && snoozeAt && (
            <SnoozeMenu
              ticket={ticket}
              anchorEl={snoozeAt.anchor}
              now={snoozeAt.now}
              onClose={() => setSnoozeAt(null)}
              onSnooze={(until) => attention.snooze(ticket, until)}
              onCustom={() => attention.chooseSnooze(ticket)}
              onWake={() => attention.unsnooze(ticket)}
            />
          )}
        </>
      )}
    </span>
  );
}
