import 'server-only';
import { errors, jwtVerify, SignJWT } from 'jose';
import { serverEnv } from '@/lib/env';
import { jwtSecret } from './jwt-secret';

export interface AccessClaims {
  userId: string;
}

const ISSUER = 'arzyab';

export async function signAccessToken(userId: string, now = new Date()): Promise<string> {
  const iat = Math.floor(now.getTime() / 1000);
  return new SignJWT({ typ: 'access' })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(userId)
    .setIssuer(ISSUER)
    .setIssuedAt(iat)
    .setExpirationTime(iat + serverEnv().ACCESS_TOKEN_TTL_SECONDS)
    .sign(jwtSecret());
}

/** Null for any token that is malformed, forged, expired or not an access token. */
export async function verifyAccessToken(token: string): Promise<AccessClaims | null> {
  try {
    const { payload } = await jwtVerify(token, jwtSecret(), { issuer: ISSUER, algorithms: ['HS256'] });
    if (payload.typ !== 'access' || typeof payload.sub !== 'string') return null;
    return { userId: payload.sub };
  } catch (error) {
    if (error instanceof errors.JOSEError) return null;
    throw error;
  }
}
