import { createHmac, timingSafeEqual } from 'node:crypto';
import { SignJWT } from 'jose';

export interface AccessClaims {
  /** The user id. */
  sub: string;
  session_id: string;
  exp: number;
}

/** An access token that lives exactly as long as its session. */
export function signAccessToken(
  secret: string,
  claims: { userId: string; sessionId: string; expiresAt: Date },
): Promise<string> {
  return new SignJWT({ session_id: claims.sessionId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.userId)
    .setIssuedAt()
    .setExpirationTime(Math.floor(claims.expiresAt.getTime() / 1000))
    .sign(new TextEncoder().encode(secret));
}

/** Tokens already verified, per secret: a client sends the same token with every request. */
const verified = new Map<string, Map<string, AccessClaims>>();
const VERIFIED_MAX = 10_000;

/**
 * The claims of a valid, unexpired token, or null. Every authenticated request runs this, so it
 * checks the one shape we sign (HS256, compact form) synchronously with node:crypto instead of
 * going through a general JOSE library's asynchronous WebCrypto path, and remembers tokens it has
 * verified (expiry is still checked each time). ADR 005 has the figures.
 */
export function verifyAccessToken(secret: string, token: string): AccessClaims | null {
  let known = verified.get(secret);
  if (!known) verified.set(secret, (known = new Map<string, AccessClaims>()));
  const remembered = known.get(token);
  if (remembered) return remembered.exp * 1000 > Date.now() ? remembered : null;

  const claims = checkToken(secret, token);
  if (claims) {
    if (known.size >= VERIFIED_MAX) known.clear();
    known.set(token, claims);
  }
  return claims;
}

function checkToken(secret: string, token: string): AccessClaims | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [header, payload, signature] = parts as [string, string, string];

  // The exact encoding only: decoding the given signature would skip a trailing `=` or `!` and
  // ignore the last character's unused bits, so several strings would pass as one signature.
  const expected = Buffer.from(
    createHmac('sha256', secret).update(`${header}.${payload}`).digest('base64url'),
  );
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;

  const head = parseSegment(header);
  const claims = parseSegment(payload);
  if (head?.alg !== 'HS256' || !claims) return null;
  const { sub, session_id: sessionId, exp } = claims;
  if (typeof sub !== 'string' || typeof sessionId !== 'string' || typeof exp !== 'number') {
    return null;
  }
  if (exp * 1000 <= Date.now()) return null;
  return { sub, session_id: sessionId, exp };
}

function parseSegment(segment: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(segment, 'base64url').toString('utf8'));
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
