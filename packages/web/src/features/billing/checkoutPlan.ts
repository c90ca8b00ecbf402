import { CUSTOM_PLAN, customPlanPrice, type InvoiceView, type SubscriptionInput } from '@guiche/shared';

/** The Personalizar step's choice: the invoice's own plan, or a custom one of `users` and `connections`. */
export interface PlanChoice {
  custom: boolean;
  users: number;
  connections: number;
}

export const DEFAULT_PLAN_CHOICE: PlanChoice = {
  custom: false,
  users: CUSTOM_PLAN.minUsers,
  connections: CUSTOM_PLAN.minConnections,
};

/** A counter of the custom plan moved by `step`, never below its minimum (spec 2 §5). */
export function stepCounter(value: number, step: number, minimum: number): number {
  return Math.max(minimum, value + step);
}

/** What the chosen plan costs a month: the invoice's value, or the custom plan's price (the server computes it too). */
export function choicePrice(invoice: Pick<InvoiceView, 'value'>, choice: PlanChoice): number {
  return choice.custom ? customPlanPrice(choice.users, choice.connections) : invoice.value;
}

/** POST /subscription's payload from the three steps (spec 2 §3); the card fields of the spec's form stay empty. */
export function subscriptionInput(
  invoice: InvoiceView,
  payer: { name: string; document: string },
  choice: PlanChoice,
): SubscriptionInput {
  return {
    invoiceId: invoice.id,
    firstName: payer.name,
    zipcode: payer.document,
    price: choicePrice(invoice, choice),
    ...(choice.custom ? { custom: true, users: choice.users, connections: choice.connections } : { custom: false }),
  };
}
