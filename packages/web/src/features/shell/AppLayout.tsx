import { Suspense } from 'react';
import Box from '@mui/material/Box';
import Toolbar from '@mui/material/Toolbar';
import { Outlet } from 'react-router';
import { PageSkeleton } from '../../components/PageSkeleton';
import { SocketProvider } from '../../socket/SocketProvider';
import { ServiceWorkerBridge } from '../push/ServiceWorkerBridge';
import { useCurrentUser } from '../auth/sessionContext';
import { isBillingOnly } from '../billing/billingOnly';
import { AppDrawer } from './AppDrawer';
import { AppTopBar } from './AppTopBar';
import { BillingOnlyTopBar } from './BillingOnlyTopBar';
import { useDrawerState } from './useDrawerState';
import { useNotificationPermission } from './useNotificationPermission';
import { PAGE_FOOT, PAGE_GUTTER, PAGE_TOP_GAP } from './workspaceFrame';

/**
 * The shell around every private page: app bar, side menu, and the page itself (spec 1 §2). A billing-only session
 * gets a bare bar and no menu; the page keeps its place in the tree, so when the payment arrives the checkout stays
 * open in the full shell while it counts down to /tickets.
 */
export default function AppLayout() {
  const drawer = useDrawerState();
  const billingOnly = isBillingOnly(useCurrentUser());
  useNotificationPermission();

  return (
    <SocketProvider>
      <ServiceWorkerBridge />
      {/* The dynamic viewport: on phones 100vh is the screen without the browser's bars, taller than what shows. */}
      <Box sx={{ display: 'flex', minHeight: '100dvh', bgcolor: 'background.default' }}>
        {billingOnly ? <BillingOnlyTopBar /> : <AppTopBar drawer={drawer} />}
        {!billingOnly && <AppDrawer drawer={drawer} />}
        <Box component="main" sx={{ flexGrow: 1, minWidth: 0, px: PAGE_GUTTER, pb: PAGE_FOOT }}>
          <Toolbar sx={{ mb: PAGE_TOP_GAP }} />
          <Suspense fallback={<PageSkeleton />}>
            <Outlet />
          </Suspense>
        </Box>
      </Box>
    </SocketProvider>
  );
}
