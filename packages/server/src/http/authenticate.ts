import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './app-error.js';
import type { AuthService, RequestAuth } from '../modules/auth/auth.service.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `authenticate` on every protected route. */
    auth: RequestAuth;
  }
  interface FastifyContextConfig {
    /** Routes an expired company may still use (billing). */
    allowExpiredSubscription?: boolean;
  }
}

const BEARER = /^Bearer\s+(.+)$/i;

/** onRequest hook of the protected scope: a valid access token of the user's live session, a usable company. */
export function authenticateWith(auth: AuthService) {
  return async function authenticate(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
    const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
    if (!token) throw new AppError('ERR_SESSION_EXPIRED');
    const { state, ...requestAuth } = await auth.authenticate(token, 'api');
    if (!request.routeOptions.config.allowExpiredSubscription) auth.assertCompanyUsable(state);
    request.auth = { ...requestAuth, ip: request.ip };
  };
}
