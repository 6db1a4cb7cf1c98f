import 'server-only';
import { serverEnv } from '@/lib/env';

/**
 * The gateway's return address must be on our own origin (no open redirect through the payment flow). A path
 * ('/subscription') is resolved against PUBLIC_BASE_URL. Any Authority/Status already in it are dropped: the
 * gateway adds its own. Returns null when the URL is unacceptable.
 */
export function ownCallbackUrl(input: string, base = serverEnv().PUBLIC_BASE_URL): string | null {
  const origin = new URL(base).origin;
  const trimmed = input.trim();
  // Protocol-relative and backslash tricks ('//evil.com', '/\evil.com') are rejected before URL parsing.
  if (trimmed.startsWith('//') || trimmed.includes('\\')) return null;
  let url: URL;
  try {
    url = new URL(trimmed, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin || url.username || url.password) return null;
  url.searchParams.delete('Authority');
  url.searchParams.delete('Status');
  url.hash = '';
  return url.toString();
}
