import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../http/app-error.js';
import { routeOptions } from '../../http/route-schema.js';

/** The Asaas events that mean the charge's money arrived (confirmed, or already in the balance). */
const PAID_EVENTS = new Set(['PAYMENT_CONFIRMED', 'PAYMENT_RECEIVED']);

const webhookEventSchema = z.object({
  event: z.string().max(100),
  payment: z.object({ id: z.string().min(1).max(100) }).optional(),
});

export interface AsaasWebhookDeps {
  /** The token set as the webhook's "Token de autenticação" in Asaas (ASAAS_WEBHOOK_TOKEN); unset refuses every call. */
  webhookToken: string | undefined;
  /** Marks the charge's invoice paid; a charge already settled or unknown changes nothing. */
  confirmCharge(chargeId: string): Promise<void>;
}

/**
 * POST /payments/asaas/webhook: Asaas' payment events. Asaas sends the webhook's token in the asaas-access-token
 * header; anything else is 401. Events other than a payment arriving are acknowledged and ignored, as are replays
 * (confirmCharge settles a charge once), so Asaas never pauses its queue over them.
 */
export function asaasWebhookRoutes(deps: AsaasWebhookDeps) {
  return async function routes(app: FastifyInstance): Promise<void> {
    const route = routeOptions('payments')('Asaas’ payment events (its webhook)', {
      body: webhookEventSchema,
      security: [{ asaasToken: [] }],
    });
    // The token first, before the body is validated: a caller without it learns nothing of what the body should be.
    const checkToken = async (request: FastifyRequest) => {
      if (!tokenMatches(deps.webhookToken, request.headers['asaas-access-token']))
        throw new AppError('ERR_SESSION_EXPIRED');
    };
    app
      .withTypeProvider<ZodTypeProvider>()
      .post('/payments/asaas/webhook', { ...route, preValidation: checkToken }, async (request) => {
        const { event, payment } = request.body;
        if (PAID_EVENTS.has(event) && payment) await deps.confirmCharge(payment.id);
        return { received: true };
      });
  };
}

/** Compared as digests, so neither the length nor the content of the expected token leaks through timing. */
function tokenMatches(expected: string | undefined, given: string | string[] | undefined): boolean {
  if (!expected || typeof given !== 'string') return false;
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(expected), digest(given));
}
