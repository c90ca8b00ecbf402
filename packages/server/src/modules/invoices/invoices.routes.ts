import type { FastifyInstance } from 'fastify';
import { listInvoicesQuerySchema, subscriptionSchema } from '@guiche/shared';
import { parseInput } from '../../http/validate.js';
import type { InvoicesService } from './invoices.service.js';

/** Invoices and checkout (spec 2 §7). An expired company reaches both: paying is how it gets back in. */
export async function invoicesRoutes(app: FastifyInstance, { invoices }: { invoices: InvoicesService }): Promise<void> {
  const billing = { config: { allowExpiredSubscription: true } };

  app.get('/invoices/all', billing, async (request) => invoices.list(request.auth, parseInput(listInvoicesQuerySchema, request.query)));

  app.post('/subscription', billing, async (request) => invoices.checkout(request.auth, parseInput(subscriptionSchema, request.body)));
}
