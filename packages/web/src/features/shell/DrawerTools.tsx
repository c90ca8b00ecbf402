import Box from '@mui/material/Box';
import { AnnouncementsButton } from './AnnouncementsButton';
import { LanguageMenu } from './LanguageMenu';
import { RefreshButton } from './RefreshButton';
import { VolumeButton } from './VolumeButton';

/**
 * The app bar's tools (spec 1 §2) that a phone's bar has no room for, at the top of the side menu instead: the bar
 * keeps the menu, the notifications, the chats, the theme and the account (AppTopBar).
 */
export function DrawerTools() {
  return (
    <Box
      sx={{
        display: { xs: 'flex', sm: 'none' },
        alignItems: 'center',
        gap: 0.5,
        px: 1.5,
        py: 1,
        borderBottom: 1,
        borderColor: 'divider',
        color: 'text.secondary',
      }}
      data-testid="drawer-tools"
    >
      <VolumeButton />
      <RefreshButton />
      <AnnouncementsButton />
      <Box sx={{ flexGrow: 1 }} />
      <LanguageMenu />
    </Box>
  );
}
