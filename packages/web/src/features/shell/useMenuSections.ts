import { useMemo } from 'react';
import { readStored } from '../../lib/storage';
import { useCurrentUser } from '../auth/sessionContext';
import { useCompanyPlan } from '../plan/useCompanyPlan';
import { visibleMenuSections, type VisibleMenuSection } from './visibleMenuSections';

/** The side menu for the logged-in user, the company's plan and the stored campaigns flag. */
export function useMenuSections(): VisibleMenuSection[] {
  const user = useCurrentUser();
  const { data: plan } = useCompanyPlan();
  const campaignsFlag = readStored('cshow') !== null;
  return useMemo(() => visibleMenuSections(user, plan, campaignsFlag), [user, plan, campaignsFlag]);
}
