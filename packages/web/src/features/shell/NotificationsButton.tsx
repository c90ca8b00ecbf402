import { useState } from 'react';
import Badge from '@mui/material/Badge';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import NotificationsNoneOutlinedIcon from '@mui/icons-material/NotificationsNoneOutlined';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/EmptyState';
import { NotificationsList } from '../tickets/NotificationsList';
import { useTicketNotifications } from '../tickets/useTicketNotifications';

/**
 * The ticket notification bell (spec 1 §2): a badge counting the tickets with unread messages the user is notified
 * of, a list of them (up to 350 px tall), and a desktop notification with a sound when a contact writes.
 */
export function NotificationsButton() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const tickets = useTicketNotifications();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const label = t('appBar.notifications');

  return (
    <>
      <Tooltip title={label}>
        <IconButton
          color="inherit"
          aria-label={label}
          data-testid="notifications-button"
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          <Badge badgeContent={tickets.length} color="secondary" max={99}>
            <NotificationsNoneOutlinedIcon />
          </Badge>
        </IconButton>
      </Tooltip>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { width: 340, mt: 1 } } }}
      >
        <Typography variant="subtitle2" sx={{ px: 2, py: 1.5 }}>
          {label}
        </Typography>
        <Divider />
        {tickets.length === 0 ? (
          <EmptyState dense icon={<NotificationsNoneOutlinedIcon />} title={t('appBar.noNotifications')} />
        ) : (
          <NotificationsList
            tickets={tickets}
            onOpen={(ticket) => {
              setAnchor(null);
              void navigate(`/tickets/${ticket.uuid}`);
            }}
          />
        )}
      </Popover>
    </>
  );
}
