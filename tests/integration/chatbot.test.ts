import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { burstFromMinuteStart } from './clock';
import { GET as getChatRoute } from '@/app/api/chatbot/[id]/route';
import { POST as sendRoute } from '@/app/api/chatbot/[id]/send_message/route';
import { POST as startRoute } from '@/app/api/chatbot/chats/start_chat/route';
import { POST as createValuation } from '@/app/api/houses/price-suggestion/route';
import { GET as getValuation } from '@/app/api/houses/price-suggestion-response/[uuid]/route';
import { type ChatMessage, type ChatResponse, CHAT_HISTORY_PAGE_SIZE, CHAT_MESSAGE_TOO_LONG, CHAT_NOT_FOUND, chatMessage } from '@/lib/contracts/chatbot';
import type { SaleValuationResult } from '@/lib/contracts/valuation';
import { confidenceCause } from '@/lib/contracts/confidence-reason';
import { getDb } from '@/server/db/client';
import { chatMessages } from '@/server/db/schema/chatbot';
import { creditLedger } from '@/server/db/schema/billing';
import { call } from './http';
import { SIGN_IN_FOR_BALANCE } from '@/server/chatbot/answers';
import { grantSignupCredits } from '@/server/credits/account';
import { paidBalance, userWith } from './users';

// The three chat routes on PGlite (or PostgreSQL): ownership by account or by the browser's cookie, the message
// limit, the rate limit, SSE, and that a paid card never charges anything by itself.

let n = 0;
const ip = () => `198.51.100.${++n}`;

function cookieOf(headers: Headers): string {
  const set = headers.get('set-cookie') ?? '';
  return set.split(';')[0];
}

async function start(options: { token?: string; cookie?: string; ip?: string } = {}) {
  const res = await call<ChatResponse>(startRoute, '/api/chatbot/chats/start_chat/', {
    method: 'POST',
    token: options.token,
    ip: options.ip,
    headers: options.cookie ? { cookie: options.cookie } : {},
  });
  return { ...res, cookie: cookieOf(res.headers) || options.cookie || '' };
}

const send = (id: string, message: unknown, options: { token?: string; cookie?: string; ip?: string; accept?: string } = {}) =>
  call<ChatMessage & Record<string, unknown>>(sendRoute, `/api/chatbot/${id}/send_message/`, {
    method: 'POST',
    params: { id },
    token: options.token,
    ip: options.ip,
    body: { message },
    headers: { ...(options.cookie ? { cookie: options.cookie } : {}), ...(options.accept ? { accept: options.accept } : {}) },
  });

const history = (id: string, options: { token?: string; cookie?: string; query?: string } = {}) =>
  call<ChatResponse & Record<string, unknown>>(getChatRoute, `/api/chatbot/${id}/${options.query ?? ''}`, {
    params: { id },
    token: options.token,
    headers: options.cookie ? { cookie: options.cookie } : {},
  });

beforeAll(async () => {
  await getDb();
});

describe('chat bot API', () => {
  it('starts an anonymous chat with a greeting and an HttpOnly cookie that alone can read and continue it', async () => {
    const s = await start({ ip: ip() });
    expect(s.status, JSON.stringify(s.body)).toBe(201);
    expect(s.body.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(s.body.messages).toHaveLength(1);
    expect(chatMessage.parse(s.body.messages[0])).toMatchObject({ role: 'assistant' });
    expect(s.body.messages[0].suggestions.length).toBeGreaterThan(0);
    const setCookie = s.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(/^arzyab_chat=[A-Za-z0-9_-]{43}; Path=\/api\/chatbot; Max-Age=\d+; HttpOnly; SameSite=Lax/);

    const r = await send(s.body.id, 'یه آپارتمان ۸۵ متری دوخوابه تو سعادت‌آباد، ساخت ۹۸، چند می‌ارزه؟', { cookie: s.cookie });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(chatMessage.parse(r.body)).toMatchObject({ role: 'assistant' });
    expect(r.body.content).toContain('آمار بازار، نه ارزیابی');
    expect(r.body.cards.map((c) => c.type)).toEqual(['market', 'service']);

    // Another browser (no cookie, or someone else's) and a signed-in stranger get 404, and nothing is stored.
    const other = await start({ ip: ip() });
    for (const opts of [{}, { cookie: other.cookie }, { token: (await userWith()).token }]) {
      expect((await history(s.body.id, opts)).status).toBe(404);
      const res = await send(s.body.id, 'سلام', opts);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ detail: CHAT_NOT_FOUND });
    }
    const h = await history(s.body.id, { cookie: s.cookie });
    expect(h.status).toBe(200);
    expect(h.body.messages.map((m) => m.role)).toEqual(['assistant', 'user', 'assistant']);
    expect(h.body.messages[1].content).toBe('یه آپارتمان ۸۵ متری دوخوابه تو سعادت‌آباد، ساخت ۹۸، چند می‌ارزه؟');
    expect(h.body.earlier).toBeNull();
  });

  it("returns a long chat's latest messages and links to those before them, page by page", async () => {
    const s = await start({ ip: ip() });
    const db = await getDb();
    // 75 turns after the greeting: 151 messages, stored as send_message stores them (a question, then its reply).
    await db.insert(chatMessages).values(
      Array.from({ length: 150 }, (_, i) => ({ chatId: s.body.id, role: i % 2 ? ('assistant' as const) : ('user' as const), content: `m${i}` })),
    );
    const latest = await history(s.body.id, { cookie: s.cookie });
    expect(latest.status).toBe(200);
    expect(latest.body.messages).toHaveLength(CHAT_HISTORY_PAGE_SIZE);
    expect(latest.body.messages.at(-1)?.content).toBe('m149');
    expect(latest.body.messages[0]).toMatchObject({ role: 'user', content: 'm50' });
    const earlier = new URL(latest.body.earlier ?? '');
    expect(earlier.pathname).toBe(`/api/chatbot/${s.body.id}/`);
    expect(earlier.searchParams.get('before')).toBe(latest.body.messages[0].id);

    const first = await history(s.body.id, { cookie: s.cookie, query: earlier.search });
    expect(first.status).toBe(200);
    expect(first.body.messages.map((m) => m.content)).toEqual([s.body.messages[0].content, ...Array.from({ length: 50 }, (_, i) => `m${i}`)]);
    expect(first.body.earlier).toBeNull();

    // Only its owner pages through it; a cursor that is no message id is a 400.
    expect((await history(s.body.id, { query: earlier.search })).status).toBe(404);
    const bad = await history(s.body.id, { cookie: s.cookie, query: '?before=abc' });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ before: ['شناسهٔ پیام باید عددی صحیح و بزرگ‌تر از صفر باشد.'] });
  });

  it('keeps the context: a follow-up and a correction answer the same question again', async () => {
    const s = await start({ ip: ip() });
    const first = await send(s.body.id, 'رهن کامل یه واحد تو پونک چقدره؟', { cookie: s.cookie });
    expect(first.body.content).toMatch(/متراژ/);
    expect(first.body.suggestions.length).toBeGreaterThan(0);
    const answer = await send(s.body.id, '۷۰ متر', { cookie: s.cookie });
    expect(answer.body.content).toContain('رهن کامل');
    const market70 = answer.body.cards.find((c) => c.type === 'market');
    const fixed = await send(s.body.id, 'نه، ۹۰ متر', { cookie: s.cookie });
    const market90 = fixed.body.cards.find((c) => c.type === 'market');
    expect(market70 && market70.type === 'market' && market70.area).toBe(70);
    expect(market90 && market90.type === 'market' && market90.area).toBe(90);
    const card = fixed.body.cards.find((c) => c.type === 'service');
    expect(card && card.type === 'service' && card.prefill).toMatchObject({ neighbourhood: 'poonak', area: 90 });
  });

  it('answers a neighbourhood\'s usual rent per m² with its months, and asks which one of an umbrella name', async () => {
    const s = await start({ ip: ip() });
    const avg = await send(s.body.id, 'average rent in Punak', { cookie: s.cookie });
    expect(avg.status, JSON.stringify(avg.body)).toBe(200);
    expect(avg.body.cards).toMatchObject([{ type: 'market', kind: 'rent', area: null, place: { id: 'poonak' }, listing_months: ['1400-04', '1403-10'] }]);
    expect(avg.body.content).toMatch(/^آمار بازار، نه ارزیابی: در آگهی‌های اجارهٔ پونک به تاریخ [^،]+، میانهٔ هر متر مربع/);
    expect(avg.body.content).toMatch(/\(همهٔ [۰-۹٬]+ آگهی اجارهٔ محله، تیر ۱۴۰۰ تا دی ۱۴۰۳\)/);
    // The stored message reads back the same, card and months included.
    const stored = await history(s.body.id, { cookie: s.cookie });
    expect(stored.body.messages.at(-1)).toMatchObject({ content: avg.body.content, cards: avg.body.cards });

    const which = await send(s.body.id, 'میانگین اجاره در تهرانپارس', { cookie: s.cookie });
    expect(which.body.content).toBe('منظورتان کدام تهرانپارس است؟');
    expect(which.body.cards).toEqual([]);
    const picked = await send(s.body.id, which.body.suggestions[0], { cookie: s.cookie });
    expect(picked.body.cards).toMatchObject([{ type: 'market', kind: 'rent' }]);
  });

  it('gives a signed-in user their own chats, and a browser chat to the account that signs in on it', async () => {
    const u = await userWith(3);
    const s = await start({ token: u.token, ip: ip() });
    expect(s.status).toBe(201);
    expect(s.headers.get('set-cookie')).toBeNull();
    expect((await send(s.body.id, 'سلام', { token: u.token })).status).toBe(200);
    expect((await history(s.body.id)).status).toBe(404);
    expect((await history(s.body.id, { token: (await userWith()).token })).status).toBe(404);

    const anon = await start({ ip: ip() });
    expect((await send(anon.body.id, 'نارمک برای زندگی چطوره؟', { cookie: anon.cookie, token: u.token })).status).toBe(200);
    // Claimed: now the account reads it from anywhere, and the cookie alone no longer does.
    expect((await history(anon.body.id, { token: u.token })).status).toBe(200);
    expect((await history(anon.body.id, { cookie: anon.cookie })).status).toBe(404);
  });

  it('tells a signed-in user their own balance (the header menu\'s figures), and a visitor to sign in for it', async () => {
    const u = await userWith(1);
    const db = await getDb();
    await db.transaction((tx) => grantSignupCredits(tx, u.id, 1));
    const s = await start({ token: u.token, ip: ip() });
    for (const m of ['چند اعتبار دارم؟', 'اعتبار من چقدره']) {
      const r = await send(s.body.id, m, { token: u.token });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      const [first, ...rest] = r.body.content.split('\n');
      expect(first).toBe('شما ۲ اعتبار دارید (۱ اعتبار رایگان).');
      expect(rest.join('\n')).toMatch(/^هر سرویس تعدادی اعتبار مصرف می‌کند/);
    }
    // The streamed answer says the same.
    const streamed = await send(s.body.id, 'چند اعتبار دارم؟', { token: u.token, accept: 'text/event-stream' });
    expect(streamed.status).toBe(200);
    expect(String(streamed.body)).toContain('شما ۲ اعتبار دارید (۱ اعتبار رایگان).');

    const anon = await start({ ip: ip() });
    const visitor = await send(anon.body.id, 'چند اعتبار دارم؟', { cookie: anon.cookie });
    expect(visitor.status).toBe(200);
    expect(visitor.body.content.split('\n')[0]).toBe(SIGN_IN_FOR_BALANCE);
    expect(visitor.body.content).toMatch(/هر سرویس تعدادی اعتبار مصرف می‌کند/);
    expect(visitor.body.content).not.toMatch(/شما .* اعتبار دارید/);
  });

  it('offers the valuation as a card and never charges for it', async () => {
    const u = await userWith(5);
    const s = await start({ token: u.token, ip: ip() });
    const r = await send(s.body.id, 'آپارتمان ۸۵ متری دوخوابه سعادت آباد ساخت ۱۳۹۸ طبقه ۳ با آسانسور چند می‌ارزه؟', { token: u.token });
    const card = r.body.cards.find((c) => c.type === 'service');
    expect(card).toMatchObject({
      type: 'service',
      service: 'price_evaluation',
      service_name: 'price_evaluation_product_base',
      credits_required: 1,
      anonymous_free: true,
      endpoint: '/api/houses/price-suggestion/',
      result_route: '/price-result',
      missing: [],
      prefill: { neighbourhood: 'saadat-abad', area: 85, rooms: 2, build_year: 1398, floor: 3, elevator: true },
    });
    expect(card && card.type === 'service' && card.summary.map((s) => [s.label, s.value])).toEqual([
      ['محله', 'سعادت آباد'],
      ['متراژ', '۸۵ متر'],
      ['اتاق خواب', '۲'],
      ['سال ساخت', '۱۳۹۸'],
      ['طبقه', '۳'],
      ['آسانسور', 'دارد'],
      ['پارکینگ', 'ندارد'],
    ]);
    // Whatever is said in the chat, even a yes, charges nothing: the page's «۱ اعتبار کسر شود؟» is the only way in.
    for (const m of ['بله', 'بله، کسر شود', 'ارزیابی کن', 'قبول، اعتبار کم کن', '۱ اعتبار کسر شود؟ آره']) {
      expect((await send(s.body.id, m, { token: u.token })).status).toBe(200);
      expect((await send(s.body.id, m, { token: u.token, accept: 'text/event-stream' })).status).toBe(200);
    }
    expect(await paidBalance(u.id)).toBe(5);
    const db = await getDb();
    expect(await db.select().from(creditLedger).where(eq(creditLedger.userId, u.id))).toHaveLength(1); // the grant only

    // After the yes, the page posts the card as it is: a valid request of the service's own endpoint, one credit.
    if (!card || card.type !== 'service') throw new Error('no card');
    const paid = await call<{ uuid: string }>(createValuation, card.endpoint, {
      method: 'POST',
      token: u.token,
      body: { ...card.prefill, service: card.service_name, request_id: '0b8f6f54-3c3e-4b5e-9a39-6f2d7f0c9e11' },
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body.uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(await paidBalance(u.id)).toBe(4);
  });

  // QA s10 noted «the chat shows neither the smaller-flat nor the older-flat note». The chat renders no valuation: its
  // card posts to the same endpoint as /price and opens the same /price-result, whose notes are read from the
  // result's data_support. This holds that door to it for the engine's two checks (valuate.test.ts's flats).
  it.each([
    ['آپارتمان ۷۰ متری دوخوابه نارمک ساخت ۱۳۹۵ طبقه ۲ از ۵ با آسانسور و پارکینگ چند می‌ارزه؟', 'smaller_flat'],
    ['آپارتمان ۱۰۰ متری دوخوابه چیتگر ساخت ۱۳۹۸ طبقه ۵ با آسانسور و پارکینگ و انباری چند می‌ارزه؟', 'older_flat'],
  ] as const)('a valuation from the chat card «%s» carries the %s check the result page explains', async (message, check) => {
    const u = await userWith(2);
    const s = await start({ token: u.token, ip: ip() });
    const card = (await send(s.body.id, message, { token: u.token })).body.cards.find((c) => c.type === 'service');
    if (!card || card.type !== 'service') throw new Error('no card');
    expect(card.missing).toEqual([]);
    const paid = await call<{ uuid: string }>(createValuation, card.endpoint, {
      method: 'POST',
      token: u.token,
      body: { ...card.prefill, service: card.service_name, request_id: crypto.randomUUID() },
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    const uuid = paid.body.uuid;
    const v = (await call<SaleValuationResult>(getValuation, `/api/houses/price-suggestion-response/${uuid}/`, { params: { uuid }, token: u.token })).body;
    expect(v.data_support?.[check]).toBeDefined();
    expect(v.estimate.confidence).toBe('low');
    expect(confidenceCause(v)).toMatchObject({ cause: check });
  });

  it('refuses empty, non-text and over-long messages with Persian field errors, storing nothing', async () => {
    const s = await start({ ip: ip() });
    const db = await getDb();
    const before = (await db.select().from(chatMessages).where(eq(chatMessages.chatId, s.body.id))).length;
    const long = 'ا'.repeat(1001);
    for (const [message, text] of [['', 'این فیلد الزامی است'], ['   ', 'این فیلد الزامی است'], [long, CHAT_MESSAGE_TOO_LONG], [42, 'مقدار وارد شده معتبر نمی باشد.']] as const) {
      const r = await send(s.body.id, message, { cookie: s.cookie });
      expect(r.status).toBe(400);
      expect(r.body).toEqual({ message: [text] });
    }
    expect((await send(s.body.id, 'ا'.repeat(1000), { cookie: s.cookie })).status).toBe(200);
    expect((await db.select().from(chatMessages).where(eq(chatMessages.chatId, s.body.id))).length).toBe(before + 2);
    expect((await history('not-a-uuid', { cookie: s.cookie })).status).toBe(404);
  });

  it('rate-limits messages per caller with a Persian 429', async () => {
    const address = ip();
    const s = await start({ ip: address });
    burstFromMinuteStart();
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) statuses.push((await send(s.body.id, 'سلام', { cookie: s.cookie, ip: address })).status);
    expect(statuses.slice(0, 20).every((x) => x === 200)).toBe(true);
    const last = await send(s.body.id, 'سلام', { cookie: s.cookie, ip: address });
    expect(last.status).toBe(429);
    expect(last.body.detail).toMatch(/تعداد درخواست‌ها/);
    expect(Number(last.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('streams the reply as server-sent events when asked, ending with the stored message', async () => {
    const s = await start({ ip: ip() });
    const r = await send(s.body.id, 'نارمک برای زندگی چطوره؟', { cookie: s.cookie, accept: 'text/event-stream' });
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const events = String(r.body)
      .trim()
      .split('\n\n')
      .map((block) => ({ event: /^event: (.+)$/m.exec(block)?.[1], data: JSON.parse(/^data: (.+)$/m.exec(block)?.[1] ?? 'null') }));
    const deltas = events.filter((e) => e.event === 'delta').map((e) => e.data.text).join('');
    const last = events[events.length - 1];
    expect(last.event).toBe('message');
    expect(chatMessage.parse(last.data).content).toBe(deltas);
    expect(deltas).toMatch(/امتیاز محیطی/);
    // An SSE request for someone else's chat is a plain 404 before any stream.
    const other = await send(s.body.id, 'سلام', { accept: 'text/event-stream' });
    expect(other.status).toBe(404);
  });
});
