import { z } from 'zod';
import { isValidCpfOrCnpj, normalizeCpfOrCnpj } from '../document.js';
import { idField } from './common.js';

/** Spec 2 §9: a custom plan starts at 3 users and 3 connections for 49, plus 11 per user and 20 per connection more. */
export const CUSTOM_PLAN = { basePrice: 49, perUser: 11, perConnection: 20, minUsers: 3, minConnections: 3 } as const;

/** The monthly price of a custom plan of `users` and `connections` (each at least the minimum). */
export function customPlanPrice(users: number, connections: number): number {
  return (
    CUSTOM_PLAN.basePrice +
    CUSTOM_PLAN.perUser * (users - CUSTOM_PLAN.minUsers) +
    CUSTOM_PLAN.perConnection * (connections - CUSTOM_PLAN.minConnections)
  );
}

const optionalText = z.string().trim().max(200).optional();

/**
 * POST /subscription (spec 2 §3 subscription payload). The card and address fields of the spec's form are accepted
 * and ignored: the only method is Pix. `custom` with `users`/`connections` bills the custom plan instead of the
 * invoice's; the price is always computed by the server (`price` is the screen's own view of it).
 */
export const subscriptionSchema = z.object({
  invoiceId: idField({ message: 'validation.required' }),
  firstName: z.string({ message: 'validation.required' }).trim().min(1, { message: 'validation.required' }).max(100),
  /**
   * Shown as CPF/CNPJ (spec 2 §5): the payer's document, stored without punctuation. Always a Brazilian one, in every
   * language: the Pix charge's provider (Asaas) refuses a payer without it, so a CURP/RFC is refused here with its
   * own message rather than by the provider (docs/spec-deviations.md, "Spanish document label at checkout").
   */
  zipcode: z
    .string({ message: 'validation.required' })
    .refine(isValidCpfOrCnpj, { message: 'validation.invalidPaymentDocument' })
    .transform(normalizeCpfOrCnpj),
  custom: z.boolean().default(false),
  users: z.number().int().min(CUSTOM_PLAN.minUsers).max(1000).optional(),
  connections: z.number().int().min(CUSTOM_PLAN.minConnections).max(1000).optional(),
  price: z.number().nonnegative().optional(),
  plan: z.string().max(2000).optional(),
  lastName: optionalText,
  address2: optionalText,
  city: optionalText,
  state: optionalText,
  country: optionalText,
  useAddressForPaymentDetails: z.boolean().optional(),
  nameOnCard: optionalText,
  cardNumber: optionalText,
  cvv: optionalText,
});
export type SubscriptionInput = z.input<typeof subscriptionSchema>;
export type Subscription = z.output<typeof subscriptionSchema>;

/** The answer to POST /subscription: the Pix to pay (spec 2 §3: a QR code text and valor.original). */
export const pixChargeSchema = z.object({
  /** The Pix copy-and-paste text, and the QR code as a PNG data URL. */
  qrcode: z.object({ qrcode: z.string(), imagemQrcode: z.string() }),
  /** The amount, as text with 2 decimals. */
  valor: z.object({ original: z.string() }),
  invoiceId: z.number().int(),
});
export type PixCharge = z.infer<typeof pixChargeSchema>;

/** Payload of `company-{id}-payment`: the invoice was paid and the company's due date moved to `company.dueDate`. */
export interface PaymentEventPayload {
  action: 'CONCLUIDA';
  company: { id: number; dueDate: string };
  invoiceId: number;
}
