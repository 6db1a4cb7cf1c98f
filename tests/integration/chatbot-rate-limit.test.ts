import { beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { POST as sendRoute } from '@/app/api/chatbot/[id]/send_message/route';
import { POST as startRoute } from '@/app/api/chatbot/chats/start_chat/route';
import type { ChatMessage, ChatResponse } from '@/lib/contracts/chatbot';
import {
  ADDRESS_CHAT_STARTS_PER_HOUR,
  CHAT_MESSAGES_PER_MINUTE,
  CHAT_STARTS_PER_HOUR,
  startChatRateLimit,
} from '@/server/chatbot/chat-rate-limit';
import { getDb } from '@/server/db/client';
import { consumeRateLimit } from '@/server/http/rate-limit';
import { call } from './http';
import { userWith } from './users';

// The chat's limits count a person (account, else the browser's chat key), not the address: behind a carrier-grade
// NAT every visitor shares one address. The address keeps a ceiling over its anonymous callers, keyed or not.

const cookieOf = (headers: Headers) => (headers.get('set-cookie') ?? '').split(';')[0];

async function start(ip: string, options: { cookie?: string; token?: string } = {}) {
  const res = await call<ChatResponse & { detail?: string }>(startRoute, '/api/chatbot/chats/start_chat/', {
    method: 'POST',
    ip,
    token: options.token,
    headers: options.cookie ? { cookie: options.cookie } : {},
  });
  return { ...res, cookie: cookieOf(res.headers) || options.cookie || '' };
}

const send = (id: string, ip: string, cookie: string) =>
  call<ChatMessage & { detail?: string }>(sendRoute, `/api/chatbot/${id}/send_message/`, {
    method: 'POST',
    params: { id },
    ip,
    body: { message: 'سلام' },
    headers: { cookie },
  });

/** Hourly fixed windows: the bursts below start just after an hour begins, so none is split across two windows. */
function fromHourStart(): void {
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  vi.setSystemTime(Math.ceil(Date.now() / 3_600_000) * 3_600_000 + 1_000);
  onTestFinished(() => {
    vi.useRealTimers();
  });
}

beforeAll(async () => {
  await getDb();
});

describe('chat rate limits behind one address', () => {
  it('gives each browser its own allowance of new chats, within the address’s ceiling', async () => {
    fromHourStart();
    const address = '198.51.100.200';
    // More first visits than one person's allowance (30 an hour used to refuse the 31st visitor).
    const browsers: string[] = [];
    for (let i = 0; i < CHAT_STARTS_PER_HOUR + 5; i++) {
      const s = await start(address);
      expect(s.status).toBe(201);
      browsers.push(s.cookie);
    }
    // One browser still stops at its own allowance, with the Persian 429; its neighbours do not.
    for (let i = 0; i < CHAT_STARTS_PER_HOUR; i++) expect((await start(address, { cookie: browsers[0] })).status).toBe(201);
    const refused = await start(address, { cookie: browsers[0] });
    expect(refused.status).toBe(429);
    expect(refused.body.detail).toMatch(/تعداد درخواست‌ها/);
    expect((await start(address, { cookie: browsers[1] })).status).toBe(201);

    // The address's ceiling: keys thrown away (or new keys) do not get past it; an account does.
    const used = 2 * CHAT_STARTS_PER_HOUR + 5 + 1; // the refused start stopped at its browser's rule
    const [ceiling] = startChatRateLimit({ user: null, ipKey: address, request: new Request('http://localhost/') });
    expect(ceiling.limit).toBe(ADDRESS_CHAT_STARTS_PER_HOUR);
    for (let i = used; i < ADDRESS_CHAT_STARTS_PER_HOUR; i++) await consumeRateLimit(ceiling);
    expect((await start(address)).status).toBe(429);
    expect((await start(address, { cookie: browsers[2] })).status).toBe(429);
    expect((await start('198.51.100.201')).status).toBe(201);
    expect((await start(address, { token: (await userWith()).token })).status).toBe(201);
  });

  it('counts messages per browser: one browser’s burst does not stop its neighbour', async () => {
    fromHourStart();
    const address = '198.51.100.210';
    const a = await start(address);
    const b = await start(address);
    for (let i = 0; i < CHAT_MESSAGES_PER_MINUTE; i++) expect((await send(a.body.id, address, a.cookie)).status).toBe(200);
    const refused = await send(a.body.id, address, a.cookie);
    expect(refused.status).toBe(429);
    expect(refused.body.detail).toMatch(/تعداد درخواست‌ها/);
    expect((await send(b.body.id, address, b.cookie)).status).toBe(200);
  });
});
