import type { QueryClient } from '@tanstack/react-query';
import type { Plan } from '@guiche/shared';
import { fetchPublicPlans, plansKeys } from '../plans/plansApi';

/**
 * The plans sign-up offers, asked by the login page (whose link to /signup shows only when there is one) and kept
 * where /signup's plan cards look first. A chunk the login page loads once shown: the answer's schema brings zod,
 * which the login page's first load goes without.
 */
export async function loadPublicPlans(queryClient: QueryClient): Promise<Plan[]> {
  const plans = await fetchPublicPlans();
  queryClient.setQueryData(plansKeys.public, plans);
  return plans;
}

/** The plan a newcomer need not choose: the only one offered. */
export function onlyPlanId(plans: Plan[] | undefined): number | undefined {
  return plans?.length === 1 ? plans[0]?.id : undefined;
}
