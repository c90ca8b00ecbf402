import { z } from 'zod';
import { PLAN_FLAGS } from '../plans.js';
import { nameField } from './common.js';
import { flag, withAliases, writeBody } from './liberal.js';

/** Plan limits: how many users, connections and queues a company may have (0 allows none). */
const limitField = () => z.coerce.number({ message: 'validation.required' }).int().min(0).max(100_000);

const planFlagInputs = Object.fromEntries(PLAN_FLAGS.map((name) => [name, flag().default(true)])) as Record<
  (typeof PLAN_FLAGS)[number],
  z.ZodDefault<ReturnType<typeof flag>>
>;

/**
 * POST /plans and PUT /plans/{id} (spec 2 §3 Plan): every flag defaults to true. Spec 2 §3 spells the integrations
 * flag `useIntegration`, spec 1 §1 `useIntegrations` (ours): both are read.
 */
export const planInputSchema = withAliases(
  { useIntegration: 'useIntegrations' },
  writeBody({
    name: nameField(),
    users: limitField(),
    connections: limitField(),
    queues: limitField(),
    /** BRL, up to 2 decimals; the web sends a number, the spec's clients may send text. */
    amount: z.coerce
      .number({ message: 'validation.required' })
      .min(0)
      .max(1_000_000)
      .transform((value) => value.toFixed(2)),
    isPublic: flag().default(true),
    ...planFlagInputs,
  }),
);
export type PlanInput = z.input<typeof planInputSchema>;
export type PlanValues = z.output<typeof planInputSchema>;
