import { Navigate, Outlet, useLocation } from 'react-router';
import { FullPageSpinner } from '../../components/FullPageSpinner';
import { billingRedirect } from '../billing/billingOnly';
import { useSession } from './sessionContext';

/**
 * Guard of every private route: unauthenticated visitors go to /login (spec 1 §2), and a billing-only session (its
 * company's due date passed) to /financeiro-aberto, the one screen it may use (spec 1 §4); the server refuses it
 * everything else anyway.
 */
export function RequireAuth() {
  const { status, user } = useSession();
  const { pathname } = useLocation();

  if (status === 'restoring') return <FullPageSpinner />;
  if (status === 'anonymous' || !user) return <Navigate to="/login" replace />;
  const redirect = billingRedirect(user, pathname);
  return redirect ? <Navigate to={redirect} replace /> : <Outlet />;
}
