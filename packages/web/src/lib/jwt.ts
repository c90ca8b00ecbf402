/**
 * Claims of a JWT, read without verifying it: the client only uses them to refresh before the server would
 * refuse the token (`exp`) and to recognise its own login session (`sid`, shared AccessTokenClaims).
 */
function readClaims(token: string): Record<string, unknown> | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const json: unknown = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/')));
    return typeof json === 'object' && json !== null ? { ...json } : null;
  } catch {
    return null;
  }
}

/** Expiry in ms since the epoch, or null when the token carries none. */
export function tokenExpiresAt(token: string): number | null {
  const exp = readClaims(token)?.exp;
  return typeof exp === 'number' ? exp * 1000 : null;
}

/** The login session the token belongs to, or null. */
export function tokenSessionId(token: string): string | null {
  const sid = readClaims(token)?.sid;
  return typeof sid === 'string' ? sid : null;
}
