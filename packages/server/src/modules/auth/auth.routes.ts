import { setTimeout } from 'node:timers/promises';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { loginRequestSchema } from '@guiche/shared';
import { AppError } from '../../http/app-error.js';
import { PUBLIC_ROUTE, routeOptions } from '../../http/route-schema.js';
import type { AuthService, IssuedSession } from './auth.service.js';
import { REFRESH_TOKEN_TTL_MS } from './tokens.js';
import { loadSessionUser } from '../users/session-user.js';
import type { Db } from '../../db/database.js';
import type { RateLimitConfig } from '../../config.js';
import type { LoginThrottle } from './login-throttle.js';

export const REFRESH_COOKIE = 'jrt';
const REFRESH_COOKIE_PATH = '/api/auth';
/** Opens the live socket for clients that send no token in the handshake; its path reaches /socket.io. */
export const SOCKET_COOKIE = 'jst';
const SOCKET_COOKIE_PATH = '/';
const route = routeOptions('auth');

interface AuthRoutesDeps {
  db: Db;
  auth: AuthService;
  secureCookies: boolean;
  rateLimit: RateLimitConfig;
  loginThrottle: LoginThrottle;
}

/** Public auth routes: login (rate limited per address, wrong passwords throttled per account) and refresh. */
export async function publicAuthRoutes(
  app: FastifyInstance,
  { auth, secureCookies, rateLimit, loginThrottle }: AuthRoutesDeps,
): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const login = route('Log in: the access token, and the refresh token as the jrt cookie', {
    body: loginRequestSchema,
    ...PUBLIC_ROUTE,
  });
  api.post(
    '/auth/login',
    { ...login, config: { rateLimit: { max: rateLimit.loginPerIpPerMinute, timeWindow: '1 minute' } } },
    async (request, reply) => {
      const input = request.body;
      // The schema has already trimmed and lower-cased the email, so one account has one counter however it is typed.
      const account = input.email;
      await loginThrottle.begin(account, request.ip);
      let session: IssuedSession;
      try {
        session = await auth.login(input, clientMeta(request));
      } catch (error) {
        if (error instanceof AppError && error.code === 'ERR_INVALID_CREDENTIALS')
          await setTimeout(await loginThrottle.recordFailure(account));
        // A refusal after a right password (an inactive company) is no guess either.
        else await loginThrottle.cancel(account, request.ip);
        throw error;
      }
      await loginThrottle.recordSuccess(account, request.ip);
      return sendSession(reply, session, secureCookies);
    },
  );
  const refresh = route('A new access token for the jrt refresh cookie', { security: [{ refreshCookie: [] }] });
  api.post(
    '/auth/refresh_token',
    { ...refresh, config: { rateLimit: { max: 60, timeWindow: '1 minute' } } },
    async (request, reply) => {
      const session = await auth.refresh(request.cookies[REFRESH_COOKIE], clientMeta(request));
      return sendSession(reply, session, secureCookies);
    },
  );
}

/** Auth routes of a logged-in user; a billing-only session (an expired company) may read itself and log out. */
export async function privateAuthRoutes(app: FastifyInstance, { db, auth }: AuthRoutesDeps): Promise<void> {
  const billing = { allowExpiredSubscription: true };
  app.delete(
    '/auth/logout',
    { ...route('Log out: ends the session and clears its cookies'), config: billing },
    async (request, reply) => {
      await auth.logout(request.auth);
      reply.clearCookie(REFRESH_COOKIE, { path: REFRESH_COOKIE_PATH });
      reply.clearCookie(SOCKET_COOKIE, { path: SOCKET_COOKIE_PATH });
      return reply.status(204).send();
    },
  );

  app.get('/auth/me', { ...route('The logged-in user'), config: billing }, async (request) =>
    loadSessionUser(db, request.auth.companyId, request.auth.userId),
  );
}

function sendSession(reply: FastifyReply, session: IssuedSession, secure: boolean) {
  const cookie = { httpOnly: true, sameSite: 'strict', secure, maxAge: REFRESH_TOKEN_TTL_MS / 1000 } as const;
  reply.setCookie(REFRESH_COOKIE, session.refreshToken, { ...cookie, path: REFRESH_COOKIE_PATH });
  reply.setCookie(SOCKET_COOKIE, session.socketCookieToken, { ...cookie, path: SOCKET_COOKIE_PATH });
  return { token: session.token, publicToken: session.publicToken, user: session.user };
}

function clientMeta(request: FastifyRequest) {
  return { userAgent: request.headers['user-agent'], ip: request.ip };
}
