import { authRepository } from './auth.repository.js';

/** What other modules may change of auth: invalidating a user's sessions after a credential change. */
export const authWriter: Pick<typeof authRepository, 'revokeUserSessions' | 'bumpTokenVersion'> = authRepository;
