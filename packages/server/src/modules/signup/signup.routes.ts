import type { FastifyInstance } from 'fastify';
import { signupCodeSchema, signupSchema } from '@guiche/shared';
import type { RateLimitConfig } from '../../config.js';
import { parseInput } from '../../http/validate.js';
import type { PhoneVerification } from './phone-verification.js';
import type { SignupService } from './signup.service.js';

/** Public: rate limited per address, so nobody fills the platform with companies nor sprays numbers with codes. */
export async function signupRoutes(
  app: FastifyInstance,
  { signup, verification, rateLimit }: { signup: SignupService; verification: PhoneVerification; rateLimit: RateLimitConfig },
): Promise<void> {
  const limited = { config: { rateLimit: { max: rateLimit.signupPerIpPerHour, timeWindow: '1 hour' } } };
  app.post('/auth/signup/code', limited, async (request) => {
    await verification.sendCode(parseInput(signupCodeSchema, request.body).phone);
    // The same answer whether or not the number is in use.
    return { sent: true };
  });
  app.post('/auth/signup', limited, async (request, reply) => {
    const created = await signup.signup(parseInput(signupSchema, request.body));
    return reply.status(201).send(created);
  });
}
