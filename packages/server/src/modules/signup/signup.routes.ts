import type { FastifyInstance } from 'fastify';
import { signupSchema } from '@guiche/shared';
import type { RateLimitConfig } from '../../config.js';
import { parseInput } from '../../http/validate.js';
import type { SignupService } from './signup.service.js';

/** Public: rate limited per address, so nobody fills the platform with companies. */
export async function signupRoutes(app: FastifyInstance, { signup, rateLimit }: { signup: SignupService; rateLimit: RateLimitConfig }): Promise<void> {
  app.post('/auth/signup', { config: { rateLimit: { max: rateLimit.signupPerIpPerHour, timeWindow: '1 hour' } } }, async (request, reply) => {
    const created = await signup.signup(parseInput(signupSchema, request.body));
    return reply.status(201).send(created);
  });
}
