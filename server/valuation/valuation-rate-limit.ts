import 'server-only';

import type { RateLimitRule } from '@/server/http/rate-limit';

/** Valuations are CPU work (model + comparables): 30 per 10 minutes per user, or per IP for anonymous callers. */
export function valuationRateLimit({ user, ipKey }: { user: { id: string } | null; ipKey: string }): RateLimitRule {
  return user
    ? { bucket: `valuation-user:${user.id}`, limit: 30, windowSeconds: 600 }
    : { bucket: `valuation-ip:${ipKey}`, limit: 30, windowSeconds: 600 };
}
