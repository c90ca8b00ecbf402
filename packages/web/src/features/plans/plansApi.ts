import { z } from 'zod';
import { planSchema, type Plan, type PlanInput } from '@guiche/shared';
import { api } from '../../api/client';

/** The plans calls of spec 2 §7 "Companies, plans, helps". */
export const plansKeys = {
  all: ['plans', 'all'] as const,
  public: ['plans', 'public'] as const,
};

const planListSchema = z.array(planSchema);

export function fetchPublicPlans(): Promise<Plan[]> {
  return api.get('/plans/listPublic', planListSchema);
}

export function fetchAllPlans(): Promise<Plan[]> {
  return api.get('/plans/all', planListSchema);
}

export function createPlan(input: PlanInput): Promise<Plan> {
  return api.post('/plans', input, planSchema);
}

export function updatePlan(id: number, input: PlanInput): Promise<Plan> {
  return api.put(`/plans/${id}`, input, planSchema);
}

export function deletePlan(id: number): Promise<void> {
  return api.delete(`/plans/${id}`);
}
