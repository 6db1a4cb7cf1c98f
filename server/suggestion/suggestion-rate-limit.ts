import 'server-only';

import type { RateLimitRule } from '@/server/http/rate-limit';

/** Suggestions price every neighbourhood: 30 per 10 minutes per user, or per IP for anonymous callers. */
export function suggestionRateLimit({ user, ipKey }: { user: { id: string } | null; ipKey: string }): RateLimitRule {
  return user
    ? { bucket: `suggestion-user:${user.id}`, limit: 30, windowSeconds: 600 }
    : { bucket: `suggestion-ip:${ipKey}`, limit: 30, windowSeconds: 600 };
}
