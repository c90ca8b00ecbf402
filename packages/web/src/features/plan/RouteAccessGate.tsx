import type { ReactNode } from 'react';
import { LoadError } from '../../components/LoadError';
import { PageSkeleton } from '../../components/PageSkeleton';
import { useCurrentUser } from '../auth/sessionContext';
import { NoPermissionRedirect } from './NoPermissionRedirect';
import { decideAccess, type RouteRequirements } from './routeAccess';
import { useCompanyPlan } from './useCompanyPlan';

/** Renders a page only when the plan and the user allow it; otherwise the no-permission notice. */
export function RouteAccessGate({ requirements, children }: { requirements: RouteRequirements; children: ReactNode }) {
  const user = useCurrentUser();
  const plan = useCompanyPlan();
  const decision = decideAccess(requirements, user, plan.data);

  if (decision === 'allowed') return children;
  if (decision === 'denied') return <NoPermissionRedirect />;
  return plan.isError ? <LoadError onRetry={() => void plan.refetch()} /> : <PageSkeleton />;
}
