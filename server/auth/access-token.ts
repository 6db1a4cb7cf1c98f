import 'server-only';
import { errors, jwtVerify, SignJWT } from 'jose';
import { serverEnv } from '@/lib/env';
import { jwtSecret } from './jwt-secret';

export interface AccessClaims {
  userId: string;
  /** The sign-in (refresh-token family) the token was issued for: a logout or a detected theft ends it. */
  sessionId: string;
}

const ISSUER = 'arzyab';

export async function signAccessToken(userId: string, sessionId: string, now = new Date()): Promise<string> {
  const iat = Math.floor(now.getTime() / 1000);
  return new SignJWT({ typ: 'access', sid: sessionId })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(userId)
    .setIssuer(ISSUER)
    .setIssuedAt(iat)
    .setExpirationTime(iat + serverEnv().ACCESS_TOKEN_TTL_SECONDS)
    .sign(jwtSecret());
}

/**
 * Null for any token that is malformed, forged, expired or not an access token. Whether its session is still
 * live is the caller's check (isSessionLive): this one needs no database.
 */
export async function verifyAccessToken(token: string): Promise<AccessClaims | null> {
  try {
    const { payload } = await jwtVerify(token, jwtSecret(), { issuer: ISSUER, algorithms: ['HS256'] });
    if (payload.typ !== 'access' || typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
    return { userId: payload.sub, sessionId: payload.sid };
  } catch (error) {
    if (error instanceof errors.JOSEError) return null;
    throw error;
  }
}
