import 'server-only';
import { isIP } from 'node:net';
import { serverEnv } from '@/lib/env';

/** Header our own server entry (scripts/serve.mjs) sets from the socket; any client-sent value is overwritten there. */
export const PEER_HEADER = 'x-arzyab-peer';

function normalise(ip: string): string {
  const trimmed = ip.trim();
  return trimmed.startsWith('::ffff:') && isIP(trimmed.slice(7)) === 4 ? trimmed.slice(7) : trimmed;
}

/**
 * The caller's address. X-Forwarded-For is honoured only when the direct peer is a configured trusted proxy,
 * and then the right-most address that is not itself a trusted proxy wins (clients can prepend anything).
 */
export function clientIp(headers: Headers, trusted: string[] = serverEnv().TRUSTED_PROXIES): string {
  const peer = normalise(headers.get(PEER_HEADER) ?? '127.0.0.1');
  const trustedSet = new Set(trusted.map(normalise));
  if (!trustedSet.has(peer)) return peer;
  const chain = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map(normalise)
    .filter((ip) => isIP(ip) !== 0);
  for (let i = chain.length - 1; i >= 0; i--) {
    if (!trustedSet.has(chain[i])) return chain[i];
  }
  return peer;
}
