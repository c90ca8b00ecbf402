import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import AlarmOnOutlinedIcon from '@mui/icons-material/AlarmOnOutlined';
import EditCalendarOutlinedIcon from '@mui/icons-material/EditCalendarOutlined';
import SnoozeOutlinedIcon from '@mui/icons-material/SnoozeOutlined';
import { useTranslation } from 'react-i18next';
import { isSnoozedTicket, type TicketView } from '@guiche/shared';
import { formatShortDateTime } from '../../lib/dates';
import { useCurrentUser } from '../auth/sessionContext';
import { SNOOZE_PRESETS, snoozePresetUntil } from './snoozeTimes';

interface SnoozeMenuProps {
  ticket: Pick<TicketView, 'status' | 'snoozedUntil'>;
  /** Where the menu opens; null: closed. */
  anchorEl: HTMLElement | null;
  /** Read when the menu opens: the presets count from it. */
  now: Date;
  onClose(): void;
  /** A preset was chosen: the ISO instant the snooze ends. */
  onSnooze(until: string): void;
  /** "Escolher data e hora…". */
  onCustom(): void;
  /** Offered while the ticket is snoozed: back in its list now. */
  onWake(): void;
}

/**
 * "Adiar até": in an hour, tomorrow at 09:00, next Monday at 09:00 (on the company's clock, each shown with the time
 * it means), or a date and time of one's own; a snoozed ticket can also be brought back now.
 */
export function SnoozeMenu({ ticket, anchorEl, now, onClose, onSnooze, onCustom, onWake }: SnoozeMenuProps) {
  const { t } = useTranslation();
  const { timeZone } = useCurrentUser().company;
  const choose = (act: () => void) => {
    onClose();
    act();
  };
  return (
    <Menu anchorEl={anchorEl} open={anchorEl !== null} onClose={onClose} data-testid="snooze-menu">
      <ListSubheader sx={{ lineHeight: '32px', bgcolor: 'transparent' }}>{t('tickets.snooze.title')}</ListSubheader>
      {SNOOZE_PRESETS.map((preset) => {
        const until = snoozePresetUntil(preset, now, timeZone).toISOString();
        return (
          <MenuItem key={preset} onClick={() => choose(() => onSnooze(until))} data-testid={`snooze-${preset}`}>
            <ListItemIcon>
              <SnoozeOutlinedIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText primary={t(`tickets.snooze.${preset}`)} secondary={formatShortDateTime(until, timeZone)} />
          </MenuItem>
        );
      })}
      <MenuItem onClick={() => choose(onCustom)} data-testid="snooze-custom">
        <ListItemIcon>
          <EditCalendarOutlinedIcon fontSize="small" />
        </ListItemIcon>
        {t('tickets.snooze.custom')}
      </MenuItem>
      {isSnoozedTicket(ticket) && <Divider />}
      {isSnoozedTicket(ticket) && (
        <MenuItem onClick={() => choose(onWake)} data-testid="snooze-wake">
          <ListItemIcon>
            <AlarmOnOutlinedIcon fontSize="small" />
          </ListItemIcon>
          {t('tickets.snooze.wake')}
        </MenuItem>
      )}
    </Menu>
  );
}
