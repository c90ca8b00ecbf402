import type { FastifyInstance } from 'fastify';
import { recoverySendSchema, recoveryUpdateSchema, recoveryVerifyParamsSchema, recoveryVerifyQuerySchema } from '@guiche/shared';
import type { RateLimitConfig } from '../../config.js';
import { parseInput } from '../../http/validate.js';
import type { PasswordRecoveryService } from './password-recovery.service.js';

/**
 * Public, under the spec's paths (spec 2 §7, /api/... below our /api prefix). Every call is limited per address on
 * top of the per-code attempt limit, so nobody sprays codes or numbers.
 */
export async function passwordRecoveryRoutes(
  app: FastifyInstance,
  { recovery, rateLimit }: { recovery: PasswordRecoveryService; rateLimit: RateLimitConfig },
): Promise<void> {
  const limited = { config: { rateLimit: { max: rateLimit.recoveryPerIpPer15Minutes, timeWindow: '15 minutes' } } };

  app.post('/api/enviar-email', limited, async (request) => {
    await recovery.sendCode(parseInput(recoverySendSchema, request.body).wpp);
    // The same answer whether or not the number names an account.
    return { sent: true };
  });

  app.get('/api/verificar-code/:wpp', limited, async (request) => {
    const { wpp } = parseInput(recoveryVerifyParamsSchema, request.params);
    const { code } = parseInput(recoveryVerifyQuerySchema, request.query);
    return recovery.verifyCode(wpp, code);
  });

  app.put('/api/atualizar-senha', limited, async (request) => {
    const { recoveryToken, newPassword } = parseInput(recoveryUpdateSchema, request.body);
    await recovery.updatePassword(recoveryToken, newPassword);
    return { updated: true };
  });
}
