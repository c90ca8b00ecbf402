import { useState, type ReactNode } from 'react';
import Badge from '@mui/material/Badge';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { EmptyState } from '../../components/EmptyState';

interface FeedPopoverButtonProps {
  label: string;
  icon: ReactNode;
  count: number;
  emptyText: string;
  testId: string;
  /** The popover's list; without one it shows its empty state. Gets a function that closes the popover. */
  children?: (close: () => void) => ReactNode;
}

/**
 * An app-bar icon with an unread badge that opens a list popover (notifications, announcements, chats).
 * The lists arrive with their features; until then the popover shows its empty state.
 */
export function FeedPopoverButton({ label, icon, count, emptyText, testId, children }: FeedPopoverButtonProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Tooltip title={label}>
        <IconButton
          color="inherit"
          aria-label={label}
          data-testid={testId}
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          <Badge badgeContent={count} color="secondary" max={99}>
            {icon}
          </Badge>
        </IconButton>
      </Tooltip>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { width: 320, maxHeight: 350, mt: 1 } } }}
      >
        <Typography variant="subtitle2" sx={{ px: 2, py: 1.5 }}>
          {label}
        </Typography>
        <Divider />
        {children ? children(() => setAnchor(null)) : <EmptyState dense icon={icon} title={emptyText} />}
      </Popover>
    </>
  );
}
