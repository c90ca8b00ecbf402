import { createHash, randomBytes } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import type { AccessTokenClaims } from '@guiche/shared';
import { AppError } from '../../http/app-error.js';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/** `api` tokens authorise HTTP calls; `socket` tokens (the spec's publicToken) only open the live connection. */
export type TokenAudience = 'api' | 'socket';

const ISSUER = 'guiche';

export class TokenService {
  private readonly key: Uint8Array;

  constructor(secret: string) {
    this.key = new TextEncoder().encode(secret);
  }

  sign(claims: AccessTokenClaims, audience: TokenAudience): Promise<string> {
    return new SignJWT({ ...claims })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer(ISSUER)
      .setAudience(audience)
      .setSubject(String(claims.id))
      .setIssuedAt()
      .setExpirationTime(`${ACCESS_TOKEN_TTL_SECONDS}s`)
      .sign(this.key);
  }

  /** Any failure (expired, forged, wrong audience, malformed) is ERR_SESSION_EXPIRED to the caller. */
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
    } catch {
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
