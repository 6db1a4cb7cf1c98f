import 'server-only';
import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { jwtSecret } from './jwt-secret';

/**
 * Keyed hash for short secrets (5-digit codes, captcha answers): a plain hash of a 5-digit code is reversed in
 * milliseconds from a database dump, an HMAC under the server secret is not. `scope` binds a hash to its use
 * (e.g. the mobile number), so a hash cannot be replayed for another number.
 */
export function keyedHash(scope: string, secret: string): string {
  return createHmac('sha256', jwtSecret()).update(`${scope}\u0000${secret}`).digest('base64url');
}

/** Constant-time comparison of two hashes (issue 3: codes are compared in constant time). */
export function hashesEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  if (left.length !== right.length) {
    // timingSafeEqual needs equal lengths; comparing against itself keeps the time independent of the input.
    timingSafeEqual(left, left);
    return false;
  }
  return timingSafeEqual(left, right);
}

/** Refresh tokens are 256-bit random strings: a plain SHA-256 is enough to store them. */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('base64url');
}

export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** A uniformly random 5-digit code, leading zeros allowed. */
export function randomOtp(length = 5): string {
  return String(randomInt(0, 10 ** length)).padStart(length, '0');
}
