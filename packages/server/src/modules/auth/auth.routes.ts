import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { loginRequestSchema } from '@guiche/shared';
import { AppError } from '../../http/app-error.js';
import { parseInput } from '../../http/validate.js';
import type { AuthService, IssuedSession } from './auth.service.js';
import { REFRESH_TOKEN_TTL_MS } from './tokens.js';
import { loadSessionUser } from '../users/session-user.js';
import type { Db } from '../../db/database.js';
import type { RateLimitConfig } from '../../config.js';

export const REFRESH_COOKIE = 'jrt';
const REFRESH_COOKIE_PATH = '/api/auth';
/** Opens the live socket for clients that send no token in the handshake; its path reaches /socket.io. */
export const SOCKET_COOKIE = 'jst';
const SOCKET_COOKIE_PATH = '/';

interface AuthRoutesDeps {
  db: Db;
  auth: AuthService;
  secureCookies: boolean;
  rateLimit: RateLimitConfig;
}

/** Public auth routes: login (rate limited per IP and per account) and refresh. */
export async function publicAuthRoutes(app: FastifyInstance, { auth, secureCookies, rateLimit }: AuthRoutesDeps): Promise<void> {
  // The route's own limit counts per address; this second counter, per account, slows password guessing spread
  // over many addresses. (The plugin runs one limit per route, hence createRateLimit and a manual check.)
  const perAccountLimit = app.createRateLimit({
    max: rateLimit.loginPerAccountPer15Minutes,
    timeWindow: '15 minutes',
    keyGenerator: (request) => `login:${accountKey(request)}`,
  });
  const perAccount = async (request: FastifyRequest) => {
    const result = await perAccountLimit(request);
    if (!result.isAllowed && result.isExceeded) throw new AppError('ERR_TOO_MANY_REQUESTS');
  };

  app.post(
    '/auth/login',
    { config: { rateLimit: { max: rateLimit.loginPerIpPerMinute, timeWindow: '1 minute' } }, preHandler: perAccount },
    async (request, reply) => {
      const input = parseInput(loginRequestSchema, request.body);
      const session = await auth.login(input, clientMeta(request));
      return sendSession(reply, session, secureCookies);
    },
  );

  app.post('/auth/refresh_token', { config: { rateLimit: { max: 60, timeWindow: '1 minute' } } }, async (request, reply) => {
    const session = await auth.refresh(request.cookies[REFRESH_COOKIE], clientMeta(request));
    return sendSession(reply, session, secureCookies);
  });
}

/** Auth routes of a logged-in user. */
export async function privateAuthRoutes(app: FastifyInstance, { db, auth }: AuthRoutesDeps): Promise<void> {
  app.delete('/auth/logout', async (request, reply) => {
    await auth.logout(request.auth);
    reply.clearCookie(REFRESH_COOKIE, { path: REFRESH_COOKIE_PATH });
    reply.clearCookie(SOCKET_COOKIE, { path: SOCKET_COOKIE_PATH });
    return reply.status(204).send();
  });

  app.get('/auth/me', async (request) => loadSessionUser(db, request.auth.companyId, request.auth.userId));
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

function accountKey(request: FastifyRequest): string {
  const body = request.body as { email?: unknown } | undefined;
  return typeof body?.email === 'string' ? body.email.trim().toLowerCase() : request.ip;
}
