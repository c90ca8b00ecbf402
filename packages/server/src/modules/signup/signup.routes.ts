import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { signupCodeSchema, signupSchema } from '@guiche/shared';
import type { RateLimitConfig } from '../../config.js';
import { PUBLIC_ROUTE, routeOptions } from '../../http/route-schema.js';
import type { PhoneVerification } from './phone-verification.js';
import type { SignupService } from './signup.service.js';

const route = routeOptions('signup');

/** Public: rate limited per address, so nobody fills the platform with companies nor sprays numbers with codes. */
export async function signupRoutes(
  app: FastifyInstance,
  {
    signup,
    verification,
    rateLimit,
  }: { signup: SignupService; verification: PhoneVerification; rateLimit: RateLimitConfig },
): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const limited = { rateLimit: { max: rateLimit.signupPerIpPerHour, timeWindow: '1 hour' } };
  api.post(
    '/auth/signup/code',
    {
      ...route('Send a verification code to the phone signing up', { body: signupCodeSchema, ...PUBLIC_ROUTE }),
      config: limited,
    },
    async (request) => {
      await verification.sendCode(request.body.phone);
      // The same answer whether or not the number is in use.
      return { sent: true };
    },
  );
  api.post(
    '/auth/signup',
    {
      ...route('Sign up: a new company on a trial, and its admin', { body: signupSchema, ...PUBLIC_ROUTE }),
      config: limited,
    },
    async (request, reply) => {
      const created = await signup.signup(request.body);
      return reply.status(201).send(created);
    },
  );
}
