import 'server-only';

import type { RateLimitRule } from '@/server/http/rate-limit';

const who = ({ user, ipKey }: { user: { id: string } | null; ipKey: string }) => (user ? `user:${user.id}` : `ip:${ipKey}`);

/** New chats: 30 an hour per user, or per address for anonymous callers. */
export function startChatRateLimit(ctx: { user: { id: string } | null; ipKey: string }): RateLimitRule {
  return { bucket: `chat-start:${who(ctx)}`, limit: 30, windowSeconds: 3600 };
}

/** Messages: 20 a minute and 300 an hour per user or address (an LLM answer costs money; a loop should stop). */
export function sendMessageRateLimit(ctx: { user: { id: string } | null; ipKey: string }): RateLimitRule[] {
  return [
    { bucket: `chat-msg-min:${who(ctx)}`, limit: 20, windowSeconds: 60 },
    { bucket: `chat-msg-hour:${who(ctx)}`, limit: 300, windowSeconds: 3600 },
  ];
}
