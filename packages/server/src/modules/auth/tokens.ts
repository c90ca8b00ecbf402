import { createHash, createHmac, randomBytes } from 'node:crypto';
import { SignJWT, errors, jwtVerify } from 'jose';
import type { AccessTokenClaims } from '@guiche/shared';
import { AppError } from '../../http/app-error.js';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * `api` tokens authorise HTTP calls; `socket` tokens (the spec's publicToken) only open the live connection;
 * `socket-cookie` tokens travel in an httpOnly cookie for clients that open the socket without a token (spec 1 §7).
 * They live as long as the session's refresh token, are rotated with it and, carrying the token version, stop
 * working when the session ends.
 */
export type TokenAudience = 'api' | 'socket' | 'socket-cookie';

const TTL_SECONDS: Record<TokenAudience, number> = {
  api: ACCESS_TOKEN_TTL_SECONDS,
  socket: ACCESS_TOKEN_TTL_SECONDS,
  'socket-cookie': REFRESH_TOKEN_TTL_MS / 1000,
};

const ISSUER = 'guiche';

export class TokenService {
  private readonly key: Uint8Array;
  /** Derived from the secret for this one use, so that it never signs anything a JWT verification would accept. */
  private readonly successorKey: Buffer;

  constructor(secret: string) {
    this.key = new TextEncoder().encode(secret);
    this.successorKey = createHmac('sha256', this.key).update('guiche refresh-token successor').digest();
  }

  /**
   * The refresh token that rotating `raw` issues. Derived rather than drawn, so that a second refresh with the same
   * token within the grace (two tabs at once) answers the very token the first one did, although only hashes are
   * stored: no plaintext token is kept anywhere, and every process holding the secret derives the same one. Still
   * unguessable: it takes both the secret and the predecessor, itself random or derived from a random one.
   */
  successorOf(raw: string): { raw: string; hash: string } {
    const successor = createHmac('sha256', this.successorKey).update(raw).digest('base64url');
    return { raw: successor, hash: hashRefreshToken(successor) };
  }

  sign(claims: AccessTokenClaims, audience: TokenAudience): Promise<string> {
    return new SignJWT({ ...claims })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer(ISSUER)
      .setAudience(audience)
      .setSubject(String(claims.id))
      .setIssuedAt()
      .setExpirationTime(`${TTL_SECONDS[audience]}s`)
      .sign(this.key);
  }

  /**
   * Any failure is ERR_SESSION_EXPIRED to the caller, with the status spec 1 §4 gives the client: 403 for a token
   * that merely expired (refresh once and retry), 401 for a forged, foreign or malformed one (log out).
   */
  async verify(token: string, audience: TokenAudience): Promise<AccessTokenClaims> {
    try {
      const { payload } = await jwtVerify(token, this.key, { issuer: ISSUER, audience, algorithms: ['HS256'] });
      const { id, companyId, profile, super: isSuper, sid, tv } = payload as Partial<AccessTokenClaims>;
      if (
        typeof id !== 'number' ||
        typeof companyId !== 'number' ||
        typeof profile !== 'string' ||
        typeof isSuper !== 'boolean' ||
        typeof sid !== 'string' ||
        typeof tv !== 'number'
      ) {
        throw new Error('token claims have the wrong shape');
      }
      return { id, companyId, profile, super: isSuper, sid, tv };
    } catch (error) {
      if (error instanceof errors.JWTExpired) throw new AppError('ERR_SESSION_EXPIRED', {}, 403);
      throw new AppError('ERR_SESSION_EXPIRED');
    }
  }
}

/** Refresh tokens are random and opaque; only their hash is stored. */
export function newRefreshToken(): { raw: string; hash: string } {
  const raw = randomBytes(32).toString('base64url');
  return { raw, hash: hashRefreshToken(raw) };
}

export function hashRefreshToken(raw: string): string {
  return createHash('sha256').update(raw).digest('hex');
}
