import { PLAN_FLAGS, type Plan, type PlanFlags } from '@guiche/shared';
import type { PlanRow } from './plans.repository.js';

/** A plan as every answer shows it (spec 2 §3 Plan). */
export function toPlan(row: PlanRow): Plan {
  const flags = Object.fromEntries(PLAN_FLAGS.map((flag) => [flag, row[flag]])) as PlanFlags;
  return {
    id: row.id,
    name: row.name,
    users: row.users,
    connections: row.connections,
    queues: row.queues,
    amount: row.amount,
    isPublic: row.isPublic,
    ...flags,
  };
}
