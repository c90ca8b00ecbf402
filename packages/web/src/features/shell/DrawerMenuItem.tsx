import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Tooltip from '@mui/material/Tooltip';
import { Link as RouterLink, useMatch } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { MenuEntry } from './menuEntries';
import { ConnectionsBadge } from './ConnectionsBadge';

interface DrawerMenuItemProps {
  entry: MenuEntry;
  /** Icons only (closed permanent drawer): the label moves to a tooltip. */
  collapsed: boolean;
  onNavigate?: () => void;
}

/** One menu entry, highlighted while its route (or a sub-route such as /tickets/:id) is open. */
export function DrawerMenuItem({ entry, collapsed, onNavigate }: DrawerMenuItemProps) {
  const { t } = useTranslation();
  const selected = useMatch({ path: entry.path, end: entry.path === '/' }) !== null;
  const label = t(`pages.${entry.titleKey}`);

  return (
    <Tooltip title={collapsed ? label : ''} placement="right" disableInteractive>
      <ListItemButton
        component={RouterLink}
        to={entry.path}
        selected={selected}
        onClick={onNavigate}
        aria-current={selected ? 'page' : undefined}
        aria-label={collapsed ? label : undefined}
        sx={{ minHeight: 42, px: 1.5, mb: 0.25, justifyContent: collapsed ? 'center' : 'flex-start' }}
      >
        <ListItemIcon sx={{ minWidth: collapsed ? 0 : 40, color: 'text.secondary' }}>
          {entry.connectionsBadge ? (
            <ConnectionsBadge>
              <entry.Icon />
            </ConnectionsBadge>
          ) : (
            <entry.Icon />
          )}
        </ListItemIcon>
        {!collapsed && (
          <ListItemText primary={label} slotProps={{ primary: { variant: 'body2', sx: { fontWeight: 500 } } }} />
        )}
      </ListItemButton>
    </Tooltip>
  );
}
