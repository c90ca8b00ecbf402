import { useQuery } from '@tanstack/react-query';
import { companyPlanSchema, type CompanyPlan } from '@guiche/shared';
import { api } from '../../api/client';
import { useCurrentUser } from '../auth/sessionContext';

/** The company's plan and its feature flags (GET /companies/listPlan/{companyId}). */
export function useCompanyPlan() {
  const { companyId } = useCurrentUser();
  return useQuery<CompanyPlan>({
    queryKey: ['companyPlan', companyId],
    queryFn: () => api.get(`/companies/listPlan/${companyId}`, companyPlanSchema),
    staleTime: 5 * 60_000,
  });
}
