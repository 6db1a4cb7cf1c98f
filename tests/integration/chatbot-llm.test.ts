import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { POST as sendRoute } from '@/app/api/chatbot/[id]/send_message/route';
import { POST as startRoute } from '@/app/api/chatbot/chats/start_chat/route';
import { type ChatMessage, type ChatResponse, chatMessage } from '@/lib/contracts/chatbot';
import { resetServerEnv } from '@/lib/env';
import { formatMoney } from '@/lib/fa/money';
import { getDb } from '@/server/db/client';
import { chatMessages } from '@/server/db/schema/chatbot';
import { startFakeLlm, type FakeLlm, type FakeRequest } from '../fakes/openai-compatible';
import { call } from './http';
import { userWith } from './users';

// CHAT_PROVIDER=openai-compatible against a local fake of the protocol: tool calls (whole and streamed with split
// arguments) into the product's engines, the number check, and every failure falling back to the default layer.

let fake: FakeLlm;
let token: string;

beforeAll(async () => {
  fake = await startFakeLlm();
  process.env.CHAT_PROVIDER = 'openai-compatible';
  process.env.LLM_BASE_URL = fake.baseUrl;
  process.env.LLM_MODEL = 'fake-persian-model';
  process.env.LLM_API_KEY = 'test-llm-key';
  process.env.LLM_TIMEOUT_MS = '1500';
  process.env.LLM_MAX_TOOL_ROUNDS = '2';
  resetServerEnv();
  await getDb();
  token = (await userWith()).token;
});
afterAll(async () => {
  for (const k of ['CHAT_PROVIDER', 'LLM_BASE_URL', 'LLM_MODEL', 'LLM_API_KEY', 'LLM_TIMEOUT_MS', 'LLM_MAX_TOOL_ROUNDS']) delete process.env[k];
  resetServerEnv();
  await fake.close();
});
beforeEach(() => {
  fake.requests.length = 0;
});

async function newChat(): Promise<string> {
  const res = await call<ChatResponse>(startRoute, '/api/chatbot/chats/start_chat/', { method: 'POST', token });
  return res.body.id;
}

const send = (id: string, message: string, accept?: string) =>
  call<ChatMessage>(sendRoute, `/api/chatbot/${id}/send_message/`, {
    method: 'POST',
    params: { id },
    token,
    body: { message },
    headers: accept ? { accept } : {},
  });

function events(text: string) {
  return String(text)
    .trim()
    .split('\n\n')
    .map((b) => ({ event: /^event: (.+)$/m.exec(b)?.[1] ?? '', data: JSON.parse(/^data: (.+)$/m.exec(b)?.[1] ?? 'null') }));
}

/** The market tool's result as the fake received it back, quoted in the answer the way the pages format money. */
function quoteMarket(req: FakeRequest) {
  const tool = req.body.messages.find((m) => m.role === 'tool');
  const result = JSON.parse(tool?.content ?? '{}') as { total?: { median: number }; price_date?: string };
  return { content: `آمار بازار، نه ارزیابی: ۸۵ متر در سعادت آباد حدود ${formatMoney(result.total?.median ?? 0)} است.` };
}

const MARKET_CALL = { name: 'market_figures', arguments: JSON.stringify({ kind: 'sale', neighbourhood: 'سعادت آباد', area: 85 }) };
const QUESTION = 'یه آپارتمان ۸۵ متری تو سعادت‌آباد چند می‌ارزه؟';

describe('openai-compatible chat provider', () => {
  it('answers through a tool call (non-streamed): the schema comes from zod, numbers from the tool, cards attached', async () => {
    fake.script([{ content: '', toolCalls: [MARKET_CALL] }, quoteMarket]);
    const id = await newChat();
    const r = await send(id, QUESTION);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.content).toMatch(/^آمار بازار، نه ارزیابی: ۸۵ متر در سعادت آباد حدود [۰-۹٫]+ میلیارد تومان است\.$/);
    expect(r.body.cards.map((c) => c.type)).toEqual(['market']);
    // The default layer's chips still come with it.
    expect(r.body.suggestions.length).toBeGreaterThan(0);

    const [first, second] = fake.requests;
    expect(first.headers.authorization).toBe('Bearer test-llm-key');
    expect(first.body).toMatchObject({ model: 'fake-persian-model', stream: false });
    const market = first.body.tools?.find((t) => t.function.name === 'market_figures');
    expect(market?.function.parameters).toMatchObject({ type: 'object', required: ['kind', 'neighbourhood'], properties: { kind: { enum: ['sale', 'rent'] } } });
    expect(first.body.tools?.map((t) => t.function.name)).toEqual(['market_figures', 'district_trend', 'district_rent', 'neighbourhood_profile', 'affordable_places', 'service_info', 'offer_service']);
    expect(second.body.messages.at(-1)).toMatchObject({ role: 'tool', tool_call_id: 'call_1_0' });
  });

  it("gives the model the chat's last 12 messages, oldest first, before the new one", async () => {
    fake.script([{ content: 'سلام! چه کمکی از من برمی‌آید؟' }]);
    const id = await newChat();
    const db = await getDb();
    await db.insert(chatMessages).values(Array.from({ length: 20 }, (_, i) => ({ chatId: id, role: i % 2 ? ('assistant' as const) : ('user' as const), content: `m${i}` })));
    expect((await send(id, 'سلام')).status).toBe(200);
    const sent = fake.requests[0].body.messages.filter((m) => m.role !== 'system');
    expect(sent.map((m) => m.content)).toEqual([...Array.from({ length: 12 }, (_, i) => `m${i + 8}`), 'سلام']);
  });

  it('streams tool calls whose arguments arrive split, and streams the checked answer', async () => {
    fake.script([{ content: '', toolCalls: [MARKET_CALL, { name: 'offer_service', arguments: JSON.stringify({ service: 'price_evaluation', prefill: { neighbourhood: 'سعادت آباد', area: 85 } }) }] }, quoteMarket]);
    const id = await newChat();
    const r = await send(id, QUESTION, 'text/event-stream');
    const ev = events(r.body as unknown as string);
    expect(ev.some((e) => e.event === 'reset')).toBe(false);
    const message = chatMessage.parse(ev.at(-1)?.data);
    expect(ev.filter((e) => e.event === 'delta').map((e) => e.data.text).join('')).toBe(message.content);
    expect(message.content).toMatch(/میلیارد تومان است\.$/);
    expect(message.cards.map((c) => c.type)).toEqual(['market', 'service']);
    expect(message.cards[1]).toMatchObject({ service: 'price_evaluation', prefill: { neighbourhood: 'saadat-abad', area: 85 } });
    expect(fake.requests[0].body.stream).toBe(true);
  });

  it('drops an answer with a number no tool gave (streamed: a reset), and the default layer answers', async () => {
    fake.script([{ content: '', toolCalls: [MARKET_CALL] }, { content: 'آمار بازار سعادت آباد: قیمت ۸۵ متر حدود ۹۹۹ میلیارد تومان است.' }]);
    const id = await newChat();
    const r = await send(id, QUESTION, 'text/event-stream');
    const ev = events(r.body as unknown as string);
    const resetAt = ev.findIndex((e) => e.event === 'reset');
    expect(resetAt).toBeGreaterThan(0);
    const streamedBefore = ev.slice(0, resetAt).filter((e) => e.event === 'delta').map((e) => e.data.text).join('');
    expect(streamedBefore).not.toMatch(/۹۹۹/);
    const message = chatMessage.parse(ev.at(-1)?.data);
    expect(message.content).not.toMatch(/۹۹۹/);
    expect(message.content).toContain('آمار بازار، نه ارزیابی');
    expect(ev.slice(resetAt + 1).filter((e) => e.event === 'delta').map((e) => e.data.text).join('')).toBe(message.content);

    // The same without streaming.
    fake.script([{ content: 'قیمت هر متر در سعادت آباد ۵۰ میلیون تومان است.' }]);
    const plain = await send(await newChat(), QUESTION);
    expect(plain.body.content).not.toMatch(/۵۰ میلیون/);
    expect(plain.body.content).toContain('آمار بازار، نه ارزیابی');
  });

  it('answers a district\'s usual rent from its rent listings, and a sale index quoted as rent is not kept', async () => {
    const RENT_QUESTION = 'میانگین اجاره تو منطقه ۲ چنده؟';
    const quoteRent = (req: FakeRequest) => {
      const tool = req.body.messages.find((m) => m.role === 'tool');
      const result = JSON.parse(tool?.content ?? '{}') as { per_m2?: { median: number } };
      return { content: `آمار بازار، نه ارزیابی: میانهٔ هر متر مربع اجاره در منطقه ۲ به معادل رهن کامل ${formatMoney(result.per_m2?.median ?? 0)} است.` };
    };
    fake.script([{ content: '', toolCalls: [{ name: 'district_rent', arguments: JSON.stringify({ district: 2 }) }] }, quoteRent]);
    const r = await send(await newChat(), RENT_QUESTION);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.content).toMatch(/^آمار بازار، نه ارزیابی: میانهٔ هر متر مربع اجاره در منطقه ۲ به معادل رهن کامل [۰-۹٫]+ میلیون تومان است\.$/);
    expect(r.body.cards).toMatchObject([{ type: 'market', kind: 'rent', place: { type: 'district', district: 2 } }]);

    // The sale index's tool tells the model it is not rent, and which tool is (the server holds it too: next test).
    const district = fake.requests[0].body.tools?.find((t) => t.function.name === 'district_trend');
    expect(district?.function.description).toMatch(/فقط قیمت خرید است، نه اجاره/);
  });

  it('keeps a rent answer only when its money is a rent tool\'s figure: a sale figure said as rent is dropped', async () => {
    const RENT_QUESTION = 'اجاره یه ۸۵ متری تو سعادت آباد چنده؟';
    const quoteTotal = (req: FakeRequest) => {
      const tool = req.body.messages.find((m) => m.role === 'tool');
      const result = JSON.parse(tool?.content ?? '{}') as { total?: { median: number } };
      return { content: `آمار بازار، نه ارزیابی: رهن کامل ۸۵ متر در سعادت آباد حدود ${formatMoney(result.total?.median ?? 0)} است.` };
    };
    // The sale figures, quoted as the rent: every number is a tool's, so only the rent check stops it.
    const saleCall = { name: 'market_figures', arguments: JSON.stringify({ kind: 'sale', neighbourhood: 'سعادت آباد', area: 85 }) };
    fake.script([{ content: '', toolCalls: [saleCall] }, quoteTotal]);
    const sale = await send(await newChat(), RENT_QUESTION);
    expect(sale.status, JSON.stringify(sale.body)).toBe(200);
    expect(sale.body.content).not.toMatch(/^آمار بازار، نه ارزیابی: رهن کامل ۸۵ متر/);
    expect(sale.body.content).toContain('آگهی‌های اجارهٔ سعادت آباد');
    // Streamed, the held sentence is never shown: the stream is reset and the default layer's answer follows.
    fake.script([{ content: '', toolCalls: [saleCall] }, quoteTotal]);
    const streamed = await send(await newChat(), RENT_QUESTION, 'text/event-stream');
    const evs = events(streamed.body as unknown as string);
    const resetAt = evs.findIndex((e) => e.event === 'reset');
    expect(resetAt).toBeGreaterThan(0);
    expect(evs.slice(0, resetAt).filter((e) => e.event === 'delta').map((e) => e.data.text).join('')).not.toMatch(/میلیارد/);
    expect(chatMessage.parse(evs.at(-1)?.data).content).toContain('آگهی‌های اجارهٔ سعادت آباد');

    // The rent tool's own figure is kept.
    const rentCall = { name: 'market_figures', arguments: JSON.stringify({ kind: 'rent', neighbourhood: 'سعادت آباد', area: 85 }) };
    fake.script([{ content: '', toolCalls: [rentCall] }, quoteTotal]);
    const rent = await send(await newChat(), RENT_QUESTION);
    expect(rent.body.content).toMatch(/^آمار بازار، نه ارزیابی: رهن کامل ۸۵ متر در سعادت آباد حدود [۰-۹٫]+ میلیارد تومان است\.$/);
    expect(rent.body.cards).toMatchObject([{ type: 'market', kind: 'rent' }]);
  });

  it('holds a comparison of rents to rent figures: sale prices said in a rent conversation are dropped', async () => {
    // A fresh account: this suite's messages would pass one person's per-minute allowance (429).
    token = (await userWith()).token;
    const quoteRent = (req: FakeRequest) => {
      const tool = req.body.messages.findLast((m) => m.role === 'tool');
      const result = JSON.parse(tool?.content ?? '{}') as { total?: { median: number } };
      return { content: `آمار بازار، نه ارزیابی: رهن کامل ۸۵ متر حدود ${formatMoney(result.total?.median ?? 0)} است.` };
    };
    const rentCall = { name: 'market_figures', arguments: JSON.stringify({ kind: 'rent', neighbourhood: 'سعادت آباد', area: 85 }) };
    const saleCall = { name: 'market_figures', arguments: JSON.stringify({ kind: 'sale', neighbourhood: 'پونک', area: 85 }) };
    const id = await newChat();
    fake.script([{ content: '', toolCalls: [rentCall] }, quoteRent]);
    await send(id, 'اجاره یه ۸۵ متری تو سعادت آباد چنده؟');
    // «با پونک مقایسش کن» in that conversation compares rents: پونک's sale price quoted is a tool's number, not rent.
    fake.script([{ content: '', toolCalls: [saleCall] }, quoteRent]);
    const compared = await send(id, 'با پونک مقایسش کن');
    expect(compared.status, JSON.stringify(compared.body)).toBe(200);
    expect(compared.body.content).toMatch(/^مقایسهٔ اجارهٔ سعادت آباد و پونک:/);
  });

  it('opens a safety or school question with what the data lacks, as the default layer does', async () => {
    // A fresh account: this suite's messages would pass one person's per-minute allowance (429).
    token = (await userWith()).token;
    const SAFETY = 'امنیت و نرخ جرم: آمار جرائم به تفکیک محله منتشر نشده و در منابع ما نیست. امتیاز محیطی زیر این مورد را در بر ندارد.';
    const answer = { content: 'خاک سفید محله‌ای در شرق تهران است.' };
    fake.script([answer]);
    const r = await send(await newChat(), 'شبا تو خاک سفید امنه؟');
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.content).toBe(`${SAFETY}\n${answer.content}`);
    // The model is told the opening is shown (so it neither repeats nor contradicts it).
    expect(fake.requests[0].body.messages.some((m) => m.role === 'system' && String(m.content).includes(SAFETY))).toBe(true);
    // Streamed: the opening comes first, and the stored message is the same.
    fake.script([answer]);
    const streamed = await send(await newChat(), 'شبا تو خاک سفید امنه؟', 'text/event-stream');
    const evs = events(streamed.body as unknown as string);
    expect(evs.filter((e) => e.event === 'delta').map((e) => e.data.text).join('')).toBe(`${SAFETY}\n${answer.content}`);
    expect(chatMessage.parse(evs.at(-1)?.data).content).toBe(`${SAFETY}\n${answer.content}`);
    // A question with no such topic opens with nothing.
    fake.script([answer]);
    const plain = await send(await newChat(), 'خاک سفید چطوره؟');
    expect(plain.body.content).toBe(answer.content);
  });

  it('opens «کدومش امن‌تره؟» after a comparison with the same line on this route', async () => {
    token = (await userWith()).token;
    const SAFETY = 'امنیت و نرخ جرم: آمار جرائم به تفکیک محله منتشر نشده و در منابع ما نیست. امتیاز محیطی زیر این مورد را در بر ندارد.';
    const answer = { content: 'هر دو محله در شرق تهران هستند.' };
    const id = await newChat();
    fake.script([answer]);
    await send(id, 'نارمک یا پیروزی کدوم بهتره');
    fake.script([answer]);
    // It was declined by the default layer before, so no opening reached this route.
    const r = await send(id, 'کدومش امن‌تره؟');
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.content).toBe(`${SAFETY}\n${answer.content}`);
  });

  it('says the forecast, teardown, new-build, rent-raise and investing notes on this route too', async () => {
    token = (await userWith()).token;
    const FORECAST = 'پیش‌بینی قیمت آینده در داده‌های ارزیاب نیست؛ نمی‌گویم قیمت‌ها پایین می‌آیند یا بالا می‌روند. آنچه داده‌ها دارند روند گذشته است:';
    const TEARDOWN = 'آمار بازار خانه‌های کلنگی را از بقیه جدا نمی‌کند؛ آنچه می‌آید میانهٔ همهٔ آگهی‌های فروش محله است.';
    const NEW_BUILD = 'آمار بازار واحدهای نوساز را از قدیمی جدا نمی‌کند؛';
    const RAISE = 'داده‌ها شاخص اجاره ندارند، پس افزایش ۳۰٪ را با روند اجاره‌ها نمی‌سنجم؛';
    const INVESTING = 'برای سرمایه‌گذاری، داده‌ها همین قیمت‌ها و روند شاخص منطقه را می‌گویند و بازده اجاره را هم (گزینهٔ اول)؛ پیش‌بینی قیمت آینده در آن‌ها نیست و رشد گذشته تضمین رشد آینده نیست.';
    const answer = { content: 'این محله در غرب تهران است.' };
    const opens = async (message: string, note: string) => {
      fake.script([answer]);
      const r = await send(await newChat(), message);
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      expect(r.body.content.startsWith(note), r.body.content).toBe(true);
      expect(r.body.content.endsWith(`\n${answer.content}`), r.body.content).toBe(true);
    };
    await opens('قیمت خونه تو پونک سال دیگه چقدر میشه؟', `${FORECAST}\n`);
    await opens('سال دیگه قیمت مسکن چقدر میشه؟', `${FORECAST}\n`);
    await opens('قیمت خونه های کلنگی تو نارمک چنده؟', `${TEARDOWN}\n`);
    await opens('اپارتمان نوساز تو ونک متری چنده', NEW_BUILD);
    await opens('صاحبخونه میخواد ۳۰ درصد اجاره رو ببره بالا، تو نارمک ۸۰ متر، زیاده؟', RAISE);
    // The investing note closes the answer, streamed too.
    fake.script([answer]);
    const invested = await send(await newChat(), 'چیتگر برای سرمایه گذاری خوبه؟');
    expect(invested.body.content).toBe(`${answer.content}\n${INVESTING}`);
    fake.script([answer]);
    const streamed = await send(await newChat(), 'چیتگر برای سرمایه گذاری خوبه؟', 'text/event-stream');
    const evs = events(streamed.body as unknown as string);
    expect(evs.filter((e) => e.event === 'delta').map((e) => e.data.text).join('')).toBe(`${answer.content}\n${INVESTING}`);
    expect(chatMessage.parse(evs.at(-1)?.data).content).toBe(`${answer.content}\n${INVESTING}`);
  });

  it('leaves «چند اعتبار دارم؟» to the default layer: no tool knows the asker\'s balance', async () => {
    fake.script([{ content: 'شما ۹۹ اعتبار دارید.' }]);
    const r = await send(await newChat(), 'چند اعتبار دارم؟');
    expect(r.status).toBe(200);
    expect(r.body.content.split('\n')[0]).toBe('شما اکنون اعتباری ندارید.');
    expect(fake.requests).toHaveLength(0);
  });

  it('leaves a rental yield to the default layer: no tool returns one, and a rent is not the yield asked', async () => {
    fake.script([{ content: 'اجارهٔ هر متر در پونک ۳۳٫۸ میلیون تومان است.' }]);
    const r = await send(await newChat(), 'بازدهی اجاره تو پونک چقدره؟');
    expect(r.status).toBe(200);
    expect(r.body.content).toMatch(/^بازده ناخالص اجاره در پونک: حدود /);
    expect(fake.requests).toHaveLength(0);
  });

  it('falls back to the default layer on 429, 500, garbage, a timeout and too many tool rounds', async () => {
    const cases: Array<{ name: string; steps: Parameters<FakeLlm['script']>[0]; stream?: boolean }> = [
      { name: '429', steps: [{ status: 429 }] },
      { name: '500', steps: [{ status: 500 }] },
      { name: 'garbage', steps: [{ garbage: true }] },
      { name: 'garbage stream', steps: [{ garbage: true }], stream: true },
      { name: 'too long', steps: [{ content: 'آمار بازار نارمک. '.repeat(200) }] },
      { name: 'timeout', steps: [{ hang: 5000 }] },
      { name: 'rounds', steps: [{ content: '', toolCalls: [MARKET_CALL] }, { content: '', toolCalls: [MARKET_CALL] }, { content: '', toolCalls: [MARKET_CALL] }] },
    ];
    for (const c of cases) {
      fake.script(c.steps);
      const t0 = Date.now();
      const r = await send(await newChat(), 'نارمک برای زندگی چطوره؟', c.stream ? 'text/event-stream' : undefined);
      expect(r.status, c.name).toBe(200);
      const message = c.stream ? chatMessage.parse(events(r.body as unknown as string).at(-1)?.data) : r.body;
      expect(message.content, c.name).toMatch(/امتیاز محیطی مرکز نارمک/);
      if (c.name === 'timeout') expect(Date.now() - t0).toBeLessThan(4500);
    }
  });

  it('passes a bad tool call back to the model as an error, and keeps its corrected answer', async () => {
    fake.script([
      { content: '', toolCalls: [{ name: 'market_figures', arguments: '{"kind":"sale","neighbourhood":"سادت اباد"' }, { name: 'delete_everything', arguments: '{}' }] },
      (req) => {
        const errors = req.body.messages.filter((m) => m.role === 'tool').map((m) => JSON.parse(m.content ?? '{}').error);
        return { content: errors.every(Boolean) ? 'نام محله را دقیق‌تر بنویسید.' : 'خطا' };
      },
    ]);
    const r = await send(await newChat(), 'قیمت سادت اباد');
    expect(r.body.content).toBe('نام محله را دقیق‌تر بنویسید.');
  });
});
