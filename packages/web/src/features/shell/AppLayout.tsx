import { Suspense } from 'react';
import Box from '@mui/material/Box';
import Toolbar from '@mui/material/Toolbar';
import { Outlet } from 'react-router-dom';
import { PageSkeleton } from '../../components/PageSkeleton';
import { SocketProvider } from '../../socket/SocketProvider';
import { AppDrawer } from './AppDrawer';
import { AppTopBar } from './AppTopBar';
import { useDrawerState } from './useDrawerState';
import { useNotificationPermission } from './useNotificationPermission';

/** The shell around every private page: app bar, side menu, and the page itself (spec 1 §2). */
export default function AppLayout() {
  const drawer = useDrawerState();
  useNotificationPermission();

  return (
    <SocketProvider>
      <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
        <AppTopBar drawer={drawer} />
        <AppDrawer drawer={drawer} />
        <Box component="main" sx={{ flexGrow: 1, minWidth: 0, px: { xs: 2, md: 4 }, pb: 4 }}>
          <Toolbar sx={{ mb: { xs: 2, md: 3 } }} />
          <Suspense fallback={<PageSkeleton />}>
            <Outlet />
          </Suspense>
        </Box>
      </Box>
    </SocketProvider>
  );
}
