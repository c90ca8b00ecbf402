import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { listInvoicesQuerySchema, subscriptionSchema } from '@guiche/shared';
import { routeOptions } from '../../http/route-schema.js';
import type { InvoicesService } from './invoices.service.js';

const route = routeOptions('invoices');

/** Invoices and checkout (spec 2 §7). An expired company reaches both: paying is how it gets back in. */
export async function invoicesRoutes(app: FastifyInstance, { invoices }: { invoices: InvoicesService }): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const billing = { allowExpiredSubscription: true };

  api.get(
    '/invoices/all',
    { ...route('The company’s invoices', { querystring: listInvoicesQuerySchema }), config: billing },
    async (request) => invoices.list(request.auth, request.query),
  );

  api.post(
    '/subscription',
    { ...route('Pay an invoice: the checkout (PIX)', { body: subscriptionSchema }), config: billing },
    async (request) => invoices.checkout(request.auth, request.body),
  );
}
