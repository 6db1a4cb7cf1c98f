import 'server-only';

import { createHash, randomBytes } from 'node:crypto';
import { serverEnv } from '@/lib/env';

// Who may read and write a chat. A signed-in user owns the chats they start. An anonymous chat belongs to the
// browser that started it: start_chat gives the browser a random key in an HttpOnly cookie (scoped to this API),
// and the chat row keeps only its hash. The anonymous free use identifies a device by address and user agent, but
// that would lock a phone out of its own chat when its carrier changes its address, and would let another device
// behind the same address with the same browser read it; a key only this browser holds does neither.

export const CHAT_COOKIE = 'arzyab_chat';
const COOKIE_MAX_AGE = 365 * 24 * 3600;

export const hashBrowserKey = (key: string) => createHash('sha256').update(`chat-browser\u0000${key}`).digest('base64url');

/** The browser key from the request's cookie, when it looks like one of ours. */
export function browserKeyOf(request: Request): string | null {
  const header = request.headers.get('cookie');
  if (!header) return null;
  for (const part of header.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === CHAT_COOKIE) {
      const value = rest.join('=');
      return /^[A-Za-z0-9_-]{43}$/.test(value) ? value : null;
    }
  }
  return null;
}

export const newBrowserKey = () => randomBytes(32).toString('base64url');

export function browserCookie(key: string, request: Request): string {
  const secure = serverEnv().APP_ENV === 'production' || new URL(request.url).protocol === 'https:';
  return `${CHAT_COOKIE}=${key}; Path=/api/chatbot; Max-Age=${COOKIE_MAX_AGE}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

export interface ChatCaller {
  userId: string | null;
  browserKey: string | null;
}

export interface ChatOwnerRow {
  userId: string | null;
  browserKey: string | null;
}

/** Whether the caller owns the chat, and whether a signed-in caller should claim the browser's anonymous chat. */
export function ownership(row: ChatOwnerRow, caller: ChatCaller): { owns: boolean; claim: boolean } {
  if (row.userId) return { owns: caller.userId === row.userId, claim: false };
  const sameBrowser = caller.browserKey !== null && row.browserKey !== null && hashBrowserKey(caller.browserKey) === row.browserKey;
  return { owns: sameBrowser, claim: sameBrowser && caller.userId !== null };
}
