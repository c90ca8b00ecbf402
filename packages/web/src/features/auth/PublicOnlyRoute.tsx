import { Navigate, Outlet } from 'react-router';
import { FullPageSpinner } from '../../components/FullPageSpinner';
import { useSession } from './sessionContext';

/** Guard of /login, /signup and /recovery-password: a logged-in user goes to / (spec 1 §2). */
export function PublicOnlyRoute() {
  const { status } = useSession();
  if (status === 'restoring') return <FullPageSpinner />;
  if (status === 'authenticated') return <Navigate to="/" replace />;
  return <Outlet />;
}
