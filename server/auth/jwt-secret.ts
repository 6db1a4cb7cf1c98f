import 'server-only';
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { serverEnv } from '@/lib/env';

let secret: Uint8Array | undefined;

/**
 * The HMAC key for access tokens. Production requires JWT_SECRET (lib/env enforces it); a local run keeps a random
 * key in DATA_DIR so sessions survive restarts without anyone having to configure a secret.
 */
export function jwtSecret(): Uint8Array {
  if (secret) return secret;
  const env = serverEnv();
  if (env.JWT_SECRET) {
    secret = new TextEncoder().encode(env.JWT_SECRET);
    return secret;
  }
  const file = path.resolve(/*turbopackIgnore: true*/ env.DATA_DIR, 'jwt-secret');
  let value: string;
  try {
    value = readFileSync(file, 'utf8').trim();
  } catch {
    mkdirSync(path.dirname(file), { recursive: true });
    value = randomBytes(48).toString('base64url');
    try {
      writeFileSync(file, value, { flag: 'wx', mode: 0o600 });
    } catch {
      value = readFileSync(file, 'utf8').trim(); // another process created it first
    }
  }
  secret = new TextEncoder().encode(value);
  return secret;
}
