import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { LoadError } from '../../components/LoadError';
import { PageSkeleton } from '../../components/PageSkeleton';
import { useCurrentUser } from '../auth/sessionContext';
import { NoAccessPage } from '../placeholder/NoAccessPage';
import { homePathOf } from './homePath';
import { NoPermissionRedirect } from './NoPermissionRedirect';
import { decideAccess, type RouteRequirements } from './routeAccess';
import { useCompanyPlan } from './useCompanyPlan';

/**
 * Renders a page only when the user and the plan allow it, so a page never mounts to have its calls refused. A page
 * the user's profile may not open shows the no-access page (or, for /, sends them home); one the plan or the super
 * flag rules out, the spec's no-permission notice and redirect.
 */
export function RouteAccessGate({ requirements, children }: { requirements: RouteRequirements; children: ReactNode }) {
  const user = useCurrentUser();
  const plan = useCompanyPlan();

  switch (decideAccess(requirements, user, plan.data)) {
    case 'allowed':
      return children;
    case 'noAccess':
      return requirements.homeWhenDenied ? <Navigate to={homePathOf(user)} replace /> : <NoAccessPage />;
    case 'redirect':
      return <NoPermissionRedirect />;
    case 'pending':
      return plan.isError ? <LoadError onRetry={() => void plan.refetch()} /> : <PageSkeleton />;
  }
}
