import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  recoverySendSchema,
  recoveryUpdateSchema,
  recoveryVerifyParamsSchema,
  recoveryVerifyQuerySchema,
} from '@guiche/shared';
import type { RateLimitConfig } from '../../config.js';
import { PUBLIC_ROUTE, routeOptions } from '../../http/route-schema.js';
import type { PasswordRecoveryService } from './password-recovery.service.js';

const route = routeOptions('password-recovery');

/**
 * Public, under the spec's paths (spec 2 §7, /api/... below our /api prefix). Every call is limited per address on
 * top of the per-code attempt limit, so nobody sprays codes or numbers.
 */
export async function passwordRecoveryRoutes(
  app: FastifyInstance,
  { recovery, rateLimit }: { recovery: PasswordRecoveryService; rateLimit: RateLimitConfig },
): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const limited = { rateLimit: { max: rateLimit.recoveryPerIpPer15Minutes, timeWindow: '15 minutes' } };

  api.post(
    '/api/enviar-email',
    {
      ...route('Send a password recovery code to a WhatsApp number', { body: recoverySendSchema, ...PUBLIC_ROUTE }),
      config: limited,
    },
    async (request) => {
      await recovery.sendCode(request.body.wpp);
      // The same answer whether or not the number names an account.
      return { sent: true };
    },
  );

  api.get(
    '/api/verificar-code/:wpp',
    {
      ...route('Check a recovery code: a recovery token', {
        params: recoveryVerifyParamsSchema,
        querystring: recoveryVerifyQuerySchema,
        ...PUBLIC_ROUTE,
      }),
      config: limited,
    },
    async (request) => recovery.verifyCode(request.params.wpp, request.query.code),
  );

  api.put(
    '/api/atualizar-senha',
    {
      ...route('Set a new password with a recovery token', { body: recoveryUpdateSchema, ...PUBLIC_ROUTE }),
      config: limited,
    },
    async (request) => {
      const { recoveryToken, newPassword } = request.body;
      await recovery.updatePassword(recoveryToken, newPassword);
      return { updated: true };
    },
  );
}
