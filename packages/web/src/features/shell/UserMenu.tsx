import { lazy, Suspense, useState } from 'react';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import KeyboardOutlinedIcon from '@mui/icons-material/KeyboardOutlined';
import LogoutOutlinedIcon from '@mui/icons-material/LogoutOutlined';
import PersonOutlineOutlinedIcon from '@mui/icons-material/PersonOutlineOutlined';
import { useTranslation } from 'react-i18next';
import { UserAvatar } from '../../components/UserAvatar';
import { useCurrentUser, useSession } from '../auth/sessionContext';
import { useShortcutsHelp } from '../shortcuts/shortcutsContext';

// The modal (and its form and rules) loads on first use, not with the shell.
const UserModal = lazy(() => import('../users/UserModal').then((module) => ({ default: module.UserModal })));

/**
 * Avatar menu with Profile, Keyboard shortcuts and Logout (spec 1 §2). The shortcuts' '?' key lives here too, so it
 * works wherever the signed-in shell is. Profile opens the user modal on the user's own record, where
 * anyone may change their name, password, picture, language, theme and menu. Logging out ends the session.
 */
export function UserMenu() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const { signOut } = useSession();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [profileOpen, setProfileOpen] = useState(false);
  const openShortcuts = useShortcutsHelp();

  return (
    <>
      <Tooltip title={t('appBar.account')}>
        <IconButton
          data-testid="user-menu-button"
          aria-label={t('appBar.account')}
          aria-haspopup="menu"
          onClick={(event) => setAnchor(event.currentTarget)}
          sx={{ ml: 0.5, p: 0.5 }}
        >
          <UserAvatar name={user.name} imageUrl={user.profileImageUrl} />
        </IconButton>
      </Tooltip>
      <Menu
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { minWidth: 220, mt: 1 } } }}
      >
        <Box sx={{ px: 2, py: 1 }}>
          <Typography variant="subtitle2" noWrap>
            {user.name}
          </Typography>
          <Typography variant="body2" noWrap sx={{ color: 'text.secondary' }}>
            {user.email}
          </Typography>
        </Box>
        <Divider />
        <MenuItem
          onClick={() => {
            setAnchor(null);
            setProfileOpen(true);
          }}
        >
          <ListItemIcon>
            <PersonOutlineOutlinedIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t('appBar.profile')}</ListItemText>
        </MenuItem>
        <MenuItem
          data-testid="shortcuts-menuitem"
          onClick={() => {
            setAnchor(null);
            openShortcuts();
          }}
        >
          <ListItemIcon>
            <KeyboardOutlinedIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t('shortcuts.menuItem')}</ListItemText>
        </MenuItem>
        <MenuItem
          data-testid="logout-menuitem"
          onClick={() => {
            setAnchor(null);
            void signOut();
          }}
        >
          <ListItemIcon>
            <LogoutOutlinedIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t('appBar.logout')}</ListItemText>
        </MenuItem>
      </Menu>
      {profileOpen && (
        <Suspense fallback={null}>
          <UserModal userId={user.id} onClose={() => setProfileOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
