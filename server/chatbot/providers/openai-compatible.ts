import 'server-only';

import { createParser } from 'eventsource-parser';
import type { ChatCard } from '@/lib/contracts/chatbot';
import { log } from '@/server/core/log';
import type { Turn } from '../dialogue';
import { type NumberCheck, NumberGate, NumberSet, RentAnswerCheck, unsupportedNumbers } from '../llm/number-check';
import { runTool, toolSpecs } from '../llm/tools';
import type { ChatProvider, ProviderInput } from './types';

// An OpenAI-compatible chat completions server (a self-hosted model or a hosted one): POST {base}/chat/completions
// with tools, streamed as server-sent events when the chat streams. At most maxToolRounds rounds of tool calls, each
// request bounded by timeoutMs; an error status (429 included), a timeout, a malformed reply, too many rounds or a
// number no tool returned all give null, and the default layer answers.

export interface OpenAiCompatibleOptions {
  baseUrl: string;
  apiKey?: string;
  model: string;
  timeoutMs?: number;
  maxToolRounds?: number;
  fetch?: typeof fetch;
}

interface ToolCall {
  id: string;
  name: string;
  arguments: string;
}

interface Completion {
  content: string;
  toolCalls: ToolCall[];
}

type WireMessage =
  | { role: 'system' | 'user' | 'assistant'; content: string }
  | { role: 'assistant'; content: string | null; tool_calls: Array<{ id: string; type: 'function'; function: { name: string; arguments: string } }> }
  | { role: 'tool'; tool_call_id: string; content: string };

class LlmError extends Error {}

/** The question is about rent: the default layer's task for the same message says so (a comparison of rents too). */
function asksRent(turn: Turn): boolean {
  const { task, market_kind, compare_kind } = turn.state;
  return task === 'rent_price' || task === 'rent_suggestion' || (task === 'market' && market_kind === 'rent') || (task === 'compare' && compare_kind === 'rent');
}

/** A tool call whose figures are rent figures (full-deposit equivalents, monthly rents), judged by its arguments. */
function givesRent(name: string, rawArguments: string): boolean {
  if (name === 'district_rent') return true;
  if (name !== 'market_figures' && name !== 'affordable_places') return false;
  try {
    return (JSON.parse(rawArguments || '{}') as { kind?: unknown }).kind === 'rent';
  } catch {
    return false;
  }
}

const MAX_ANSWER_LENGTH = 3000;

const SYSTEM_PROMPT = [
  'تو دستیار فارسی‌زبان «ارزیاب» برای ملک‌های مسکونی تهران هستی.',
  'فقط دربارهٔ قیمت خرید و اجارهٔ آپارتمان در تهران، محله‌ها و امکاناتشان، روند بازار، پیشنهاد محل و خدمات ارزیاب پاسخ بده؛ هر موضوع دیگری را مؤدبانه رد کن.',
  'هر عددی که می‌نویسی باید عیناً از نتیجهٔ ابزارها یا پیام کاربر باشد؛ هیچ عددی را خودت حساب، تخمین یا گرد نکن و اگر ابزار عددی نداد بگو «در دسترس نیست».',
  'آمار بازار را همیشه «آمار بازار، نه ارزیابی» بنام و تاریخ قیمت را بگو. ارزیابی دقیق هوشمند، ارزیابی محله و پیشنهاد محل را فقط با ابزار offer_service پیشنهاد بده؛ هرگز نگو که اعتباری کسر شده است.',
  'کوتاه و روشن پاسخ بده، بدون Markdown و HTML.',
].join('\n');

export function createOpenAiCompatibleProvider(options: OpenAiCompatibleOptions): ChatProvider {
  const doFetch = options.fetch ?? fetch;
  const url = `${options.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  const timeoutMs = options.timeoutMs ?? 20_000;
  const maxRounds = options.maxToolRounds ?? 3;
  const tools = toolSpecs();

  async function complete(messages: WireMessage[], onContent: ((text: string) => void) | null, signal?: AbortSignal): Promise<Completion> {
    const stream = onContent !== null;
    const timeout = AbortSignal.timeout(timeoutMs);
    let response: Response;
    try {
      response = await doFetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: stream ? 'text/event-stream' : 'application/json',
          ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}),
        },
        body: JSON.stringify({ model: options.model, messages, tools, tool_choice: 'auto', stream, temperature: 0 }),
        signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      });
    } catch (error) {
      throw new LlmError(`request failed (${error instanceof Error ? error.name : 'Error'})`);
    }
    if (!response.ok) {
      await response.body?.cancel().catch(() => undefined);
      throw new LlmError(`status ${response.status}`);
    }
    if (!stream) {
      let body: { choices?: Array<{ message?: { content?: string | null; tool_calls?: Array<{ id?: string; function?: { name?: string; arguments?: string } }> } }> };
      try {
        body = (await response.json()) as typeof body;
      } catch {
        throw new LlmError('unreadable reply');
      }
      const message = body.choices?.[0]?.message;
      if (!message) throw new LlmError('reply without a message');
      return {
        content: message.content ?? '',
        toolCalls: (message.tool_calls ?? []).map((c, i) => ({ id: c.id ?? `call_${i}`, name: c.function?.name ?? '', arguments: c.function?.arguments ?? '' })),
      };
    }
    // Streamed: content arrives in pieces, and each tool call's name and arguments in pieces keyed by its index.
    let content = '';
    const calls: ToolCall[] = [];
    let malformed = false;
    const parser = createParser({
      onEvent(event) {
        if (event.data === '[DONE]') return;
        let chunk: { choices?: Array<{ delta?: { content?: string | null; tool_calls?: Array<{ index?: number; id?: string; function?: { name?: string; arguments?: string } }> } }> };
        try {
          chunk = JSON.parse(event.data) as typeof chunk;
        } catch {
          malformed = true;
          return;
        }
        const delta = chunk.choices?.[0]?.delta;
        if (!delta) return;
        if (delta.content) {
          content += delta.content;
          onContent(delta.content);
        }
        for (const tc of delta.tool_calls ?? []) {
          const index = tc.index ?? 0;
          const call = (calls[index] ??= { id: '', name: '', arguments: '' });
          if (tc.id) call.id = tc.id;
          if (tc.function?.name) call.name += tc.function.name;
          if (tc.function?.arguments) call.arguments += tc.function.arguments;
        }
      },
    });
    if (!response.body) throw new LlmError('empty stream');
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        parser.feed(decoder.decode(value, { stream: true }));
      }
    } catch (error) {
      throw new LlmError(`stream broke (${error instanceof Error ? error.name : 'Error'})`);
    }
    if (malformed) throw new LlmError('malformed stream event');
    return { content, toolCalls: calls.filter(Boolean).map((c, i) => ({ ...c, id: c.id || `call_${i}` })) };
  }

  return {
    name: 'openai-compatible',
    async answer(input: ProviderInput) {
      const allowed = new NumberSet();
      allowed.addText(input.message);
      // Money in a rent answer must be a rent tool's figure or the user's (RentAnswerCheck).
      const rentFigures = new NumberSet();
      rentFigures.addText(input.message);
      const check: NumberCheck = asksRent(input.fallback) ? new RentAnswerCheck(allowed, rentFigures) : allowed;
      const cards: ChatCard[] = [];
      // «امنه؟», «مدرسه‌های خوبش»: the default layer's opening (what the data cannot measure) is said first by this route
      // too, word for word; the model is told it is shown, so it neither repeats nor contradicts it.
      const opening = input.fallback.opening;
      // «چیتگر برای سرمایه گذاری خوبه؟»: the investing note closes this route's answer as it does the default layer's.
      const closing = input.fallback.closing;
      const messages: WireMessage[] = [
        { role: 'system', content: SYSTEM_PROMPT },
        ...(opening ? [{ role: 'system' as const, content: `این چند خط پیش از پاسخ تو به کاربر نشان داده می‌شود؛ تکرارش نکن و دربارهٔ آن موارد ادعایی نکن:\n${opening}` }] : []),
        ...(closing ? [{ role: 'system' as const, content: `این چند خط پس از پاسخ تو به کاربر نشان داده می‌شود؛ تکرارش نکن و دربارهٔ آن موارد ادعایی نکن:\n${closing}` }] : []),
        ...input.history.map((m) => ({ role: m.role, content: m.content })),
        { role: 'user', content: input.message },
      ];
      let streamed = false;
      let opened = !opening;
      const gate = input.sink
        ? new NumberGate(check, (text) => {
            streamed = true;
            // The opening goes out with the model's first words, so nothing is streamed for an answer never begun.
            if (!opened) {
              opened = true;
              input.sink?.delta(`${opening}\n`);
            }
            input.sink?.delta(text);
          })
        : null;
      const giveUp = (reason: string) => {
        log.warn('llm answer not used; the default layer answers', { reason });
        if (streamed) input.sink?.reset();
        return null;
      };
      try {
        for (let round = 0; round <= maxRounds; round++) {
          const onContent = gate
            ? (text: string) => {
                if (!gate.push(text)) throw new LlmError('a number no tool returned');
              }
            : null;
          const completion = await complete(messages, onContent, input.signal);
          if (completion.toolCalls.length === 0) {
            const text = completion.content.trim();
            if (!text) return giveUp('empty answer');
            // A chat answer is a few sentences; a runaway one is not stored (the column holds 4,000 characters).
            if (text.length > MAX_ANSWER_LENGTH) return giveUp('answer too long');
            if (gate ? !gate.end() : unsupportedNumbers(text, check).length > 0) return giveUp('a number no tool returned');
            if (closing) input.sink?.delta(`\n${closing}`);
            return { role: 'assistant' as const, content: [...(opening ? [opening] : []), text, ...(closing ? [closing] : [])].join('\n'), cards };
          }
          if (round === maxRounds) return giveUp('too many tool rounds');
          messages.push({
            role: 'assistant',
            content: completion.content || null,
            tool_calls: completion.toolCalls.map((c) => ({ id: c.id, type: 'function' as const, function: { name: c.name, arguments: c.arguments } })),
          });
          for (const call of completion.toolCalls) {
            const outcome = runTool(call.name, call.arguments, input.catalogue);
            allowed.addFrom(outcome.result);
            const rent = givesRent(call.name, call.arguments);
            if (rent) rentFigures.addFrom(outcome.result);
            try {
              const args: unknown = JSON.parse(call.arguments || '{}');
              allowed.addFrom(args);
              if (rent) rentFigures.addFrom(args);
            } catch {
              // arguments that are not JSON state no numbers
            }
            cards.push(...outcome.cards);
            messages.push({ role: 'tool', tool_call_id: call.id, content: JSON.stringify(outcome.result) });
          }
        }
        return giveUp('too many tool rounds');
      } catch (error) {
        if (error instanceof LlmError) return giveUp(error.message);
        throw error;
      }
    },
  };
}
