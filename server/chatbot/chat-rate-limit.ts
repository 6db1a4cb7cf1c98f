import 'server-only';

import type { RateLimitRule } from '@/server/http/rate-limit';
import { browserKeyOf, hashBrowserKey } from './chat-owner';

// Who a chat limit counts. A signed-in user is one account. An anonymous visitor is their browser's chat key
// (chat-owner.ts: a random key in an HttpOnly cookie, given by the first start_chat): counting by address alone made
// everyone behind one carrier-grade NAT (common on Iranian mobile networks) share one person's allowance, so that
// 30 strangers' chats in an hour refused the 31st visitor. A key costs nothing to drop, though (every start without
// one mints a new one), so each address keeps a ceiling over all its anonymous calls, keyed or not, sized for a
// crowd rather than for one person: one client that throws its keys away gets that ceiling and no more.

interface Caller {
  user: { id: string } | null;
  ipKey: string;
  request: Request;
}

/** One person's allowance: new chats an hour, messages a minute and an hour (an LLM answer costs money). */
export const CHAT_STARTS_PER_HOUR = 30;
export const CHAT_MESSAGES_PER_MINUTE = 20;
export const CHAT_MESSAGES_PER_HOUR = 300;

/**
 * An address's ceiling over its anonymous callers: ten people's new chats an hour (every first visit starts one
 * without a key, so this is also how many keys one address can mint an hour), and six people's messages at their
 * full rate (a person chatting writes a few a minute, so a few dozen people at once).
 */
export const ADDRESS_CHAT_STARTS_PER_HOUR = 10 * CHAT_STARTS_PER_HOUR;
export const ADDRESS_CHAT_MESSAGES_PER_MINUTE = 6 * CHAT_MESSAGES_PER_MINUTE;
export const ADDRESS_CHAT_MESSAGES_PER_HOUR = 6 * CHAT_MESSAGES_PER_HOUR;

/** The person: the account, else the browser's key (hashed: the key opens its chats), else the address. */
function person({ user, ipKey, request }: Caller): string {
  if (user) return `user:${user.id}`;
  const key = browserKeyOf(request);
  return key ? `browser:${hashBrowserKey(key)}` : `ip:${ipKey}`;
}

/**
 * New chats: 30 an hour per user or browser. Anonymous starts also count towards the address's ceiling of 300, which
 * alone limits a start without a key (a first visit: counting those by address would again make the NAT's visitors
 * share one person's allowance).
 */
export function startChatRateLimit(ctx: Caller): RateLimitRule[] {
  const who = person(ctx);
  const rules: RateLimitRule[] = [];
  if (!who.startsWith('ip:')) rules.push({ bucket: `chat-start:${who}`, limit: CHAT_STARTS_PER_HOUR, windowSeconds: 3600 });
  if (!ctx.user) rules.push({ bucket: `chat-start-address:${ctx.ipKey}`, limit: ADDRESS_CHAT_STARTS_PER_HOUR, windowSeconds: 3600 });
  return rules;
}

/**
 * Messages: 20 a minute and 300 an hour per user or browser (a loop should stop); anonymous messages also within the
 * address's ceiling of 120 a minute and 1,800 an hour.
 */
export function sendMessageRateLimit(ctx: Caller): RateLimitRule[] {
  const who = person(ctx);
  const rules: RateLimitRule[] = [
    { bucket: `chat-msg-min:${who}`, limit: CHAT_MESSAGES_PER_MINUTE, windowSeconds: 60 },
    { bucket: `chat-msg-hour:${who}`, limit: CHAT_MESSAGES_PER_HOUR, windowSeconds: 3600 },
  ];
  if (!ctx.user) {
    rules.push(
      { bucket: `chat-msg-address-min:${ctx.ipKey}`, limit: ADDRESS_CHAT_MESSAGES_PER_MINUTE, windowSeconds: 60 },
      { bucket: `chat-msg-address-hour:${ctx.ipKey}`, limit: ADDRESS_CHAT_MESSAGES_PER_HOUR, windowSeconds: 3600 },
    );
  }
  return rules;
}
