import { lazy } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { FullPageSpinner } from '../../components/FullPageSpinner';
import { readStored } from '../../lib/storage';
import { useSession } from './sessionContext';

const ExpiredSubscriptionScreen = lazy(() => import('../billing/ExpiredSubscriptionScreen'));

/** Guard of every private route: unauthenticated visitors go to /login (spec 1 §2). */
export function RequireAuth() {
  const { status } = useSession();
  const { pathname } = useLocation();

  if (status === 'restoring') return <FullPageSpinner />;
  if (status === 'anonymous') {
    // A login refused for an expired subscription sends the visitor here without a session (spec 1 §4).
    if (pathname.toLowerCase() === '/financeiro-aberto' && readStored('companyDueDate')) {
      return <ExpiredSubscriptionScreen />;
    }
    return <Navigate to="/login" replace />;
  }
  return <Outlet />;
}
