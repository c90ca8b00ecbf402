import { useQuery } from '@tanstack/react-query';
import type { CompanyPlan } from '@guiche/shared';
import { api } from '../../api/client';
import { loadFirstLoadSchemas } from '../../api/loadFirstLoadSchemas';
import { useCurrentUser } from '../auth/sessionContext';

/** The company's plan and its feature flags (GET /companies/listPlan/{companyId}). */
export function useCompanyPlan() {
  const { companyId } = useCurrentUser();
  return useQuery<CompanyPlan>({
    queryKey: ['companyPlan', companyId],
    // The route guard on the first load calls this: its schema loads on demand (api/firstLoadSchemas.ts).
    queryFn: async () => api.get(`/companies/listPlan/${companyId}`, (await loadFirstLoadSchemas()).companyPlanSchema),
    staleTime: 5 * 60_000,
  });
}
