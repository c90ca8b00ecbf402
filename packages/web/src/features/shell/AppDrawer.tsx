import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import Toolbar from '@mui/material/Toolbar';
import type { Theme } from '@mui/material/styles';
import { DRAWER_WIDTH } from '@guiche/shared';
import { DrawerMenu } from './DrawerMenu';
import { DrawerTools } from './DrawerTools';
import type { DrawerState } from './useDrawerState';

/** Width of the closed permanent drawer: room for the icons only. */
const COLLAPSED_DRAWER_WIDTH = 72;

function widthTransition(theme: Theme) {
  return theme.transitions.create('width', {
    easing: theme.transitions.easing.sharp,
    duration: theme.transitions.duration.enteringScreen,
  });
}

/** The side menu: permanent (open or icons-only) on wide screens, temporary on narrow ones. */
export function AppDrawer({ drawer }: { drawer: DrawerState }) {
  if (!drawer.permanent) {
    return (
      <Drawer
        variant="temporary"
        open={drawer.mobileOpen}
        onClose={drawer.closeMobile}
        data-testid="app-drawer"
        slotProps={{ paper: { sx: { width: DRAWER_WIDTH } } }}
      >
        <Toolbar />
        <DrawerTools />
        <DrawerMenu collapsed={false} onNavigate={drawer.closeMobile} />
      </Drawer>
    );
  }

  const width = drawer.expanded ? DRAWER_WIDTH : COLLAPSED_DRAWER_WIDTH;
  return (
    <Drawer
      variant="permanent"
      data-testid="app-drawer"
      data-state={drawer.expanded ? 'open' : 'closed'}
      sx={{
        width,
        flexShrink: 0,
        transition: widthTransition,
        '& .MuiDrawer-paper': { width, overflowX: 'hidden', transition: widthTransition, boxSizing: 'border-box' },
      }}
    >
      <Toolbar />
      <Box sx={{ overflowY: 'auto', overflowX: 'hidden', pt: 1.5 }}>
        <DrawerMenu collapsed={!drawer.expanded} />
      </Box>
    </Drawer>
  );
}
