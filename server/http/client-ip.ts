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

/**
 * The address as rate limits and anonymous quotas count it: an IPv4 address as is, an IPv6 address by its /64
 * prefix (one subscriber's network: a client could otherwise take a new address for every request).
 */
export function addressKey(ip: string): string {
  if (isIP(ip) !== 6) return ip;
  const [head, tail] = ip.toLowerCase().split('::');
  const groups = (part: string | undefined) => (part ? part.split(':') : []);
  // An embedded IPv4 tail (::ffff:1.2.3.4 forms) stands for two groups.
  const width = (parts: string[]) => parts.reduce((n, p) => n + (p.includes('.') ? 2 : 1), 0);
  const h = groups(head);
  const t = groups(tail);
  const full = tail === undefined ? h : [...h, ...Array<string>(8 - width(h) - width(t)).fill('0'), ...t];
  return `${full
    .slice(0, 4)
    .map((g) => parseInt(g, 16).toString(16))
    .join(':')}::/64`;
}
