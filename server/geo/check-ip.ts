import 'server-only';
import { isIP } from 'node:net';

/**
 * Whether an address is in Iran, from the country database shipped in the geoip-country npm package (offline,
 * no network call). Private, loopback and link-local addresses have no country: they are treated as Iran, so
 * local runs and intranet users behind a proxy we do not trust are not nagged to turn off a VPN they don't use.
 */
export async function isIranIp(ip: string): Promise<boolean> {
  if (isIP(ip) === 0 || isPrivate(ip)) return true;
  // Loaded lazily: the database is read into memory on first import.
  const { default: geoip } = await import('geoip-country');
  const hit = geoip.lookup(ip);
  // Unknown public ranges are not Iran: the notice is advice, so a false warning costs one click.
  return hit?.country === 'IR';
}

export function isPrivate(ip: string): boolean {
  const v = ip.toLowerCase();
  if (isIP(v) === 4) {
    const [a, b] = v.split('.').map(Number);
    return a === 10 || a === 127 || a === 0 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168) ||
      (a === 169 && b === 254) || (a === 100 && b >= 64 && b <= 127);
  }
  return v === '::1' || v === '::' || v.startsWith('fc') || v.startsWith('fd') || v.startsWith('fe80:');
}
