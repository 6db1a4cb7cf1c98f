import 'server-only';
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { jwtSecret } from '@/server/auth/jwt-secret';

// Divar access tokens act on a user's ad for an hour: they are stored sealed (AES-256-GCM) under a key derived from
// the server secret, so a copy of the database alone cannot use them.

let key: Buffer | undefined;
const sealKey = (): Buffer => (key ??= Buffer.from(hkdfSync('sha256', jwtSecret(), 'arzyab', 'divar-grant-v1', 32)));

export function seal(plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', sealKey(), iv);
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return `v1.${Buffer.concat([iv, cipher.getAuthTag(), data]).toString('base64url')}`;
}

/** The sealed text's plain value; null when it was not sealed by this server's key (or was altered). */
export function unseal(sealed: string): string | null {
  if (!sealed.startsWith('v1.')) return null;
  const raw = Buffer.from(sealed.slice(3), 'base64url');
  if (raw.length < 29) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', sealKey(), raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
