import 'server-only';

import { z } from 'zod';
import {
  type ChatCard,
  buySuggestionPrefill,
  environmentPrefill,
  rentSuggestionPrefill,
  valuationPrefill,
} from '@/lib/contracts/chatbot';
import { serverEnv } from '@/lib/env';
import { getNeighbourhood, searchPlaces } from '@/server/places/catalogue';
import type { ChatCatalogue } from '../tools/catalogue';
import { serviceCard } from '../tools/cards';
import { neighbourhoodProfile } from '../tools/environment';
import { affordablePlaces, districtRentFigures, districtTrend, marketFigures } from '../tools/market';
import { plansCard, serviceInfo, type ServiceTopic } from '../tools/service-info';

// The tools an LLM may call: the same functions the default layer answers with. Their JSON schemas are generated
// from these zod schemas (the prefills are the chat contract's, which follow the services' own contracts), and
// every call's arguments are parsed with them before anything runs.

const neighbourhood = z.string().min(1).max(100).describe('نام فارسی محلهٔ تهران یا شناسهٔ آن');
const toman = z.number().int().min(0).max(1e15);

export const TOOL_INPUTS = {
  market_figures: z.object({
    kind: z.enum(['sale', 'rent']).describe('sale: قیمت خرید؛ rent: اجاره (معادل رهن کامل)'),
    neighbourhood,
    area: z.number().min(15).max(2000).optional().describe('متراژ، متر مربع'),
    deposit: toman.optional().describe('ودیعه (رهن) به تومان، برای محاسبهٔ اجارهٔ ماهانه'),
  }),
  district_trend: z.object({ district: z.number().int().min(1).max(22).describe('شمارهٔ منطقهٔ شهرداری تهران') }),
  district_rent: z.object({ district: z.number().int().min(1).max(22).describe('شمارهٔ منطقهٔ شهرداری تهران') }),
  neighbourhood_profile: z.object({ neighbourhood }),
  affordable_places: z.object({
    kind: z.enum(['buy', 'rent']),
    area: z.number().min(15).max(2000),
    budget: toman.optional().describe('بودجهٔ خرید، تومان'),
    deposit: toman.optional().describe('ودیعه، تومان'),
    rent: toman.optional().describe('اجارهٔ ماهانه، تومان'),
    district: z.number().int().min(1).max(22).optional(),
  }),
  service_info: z.object({ topic: z.enum(['costs', 'free', 'extended', 'accuracy', 'discount', 'environment', 'overview']) }),
  offer_service: z.discriminatedUnion('service', [
    z.object({ service: z.literal('price_evaluation'), prefill: valuationPrefill }),
    z.object({ service: z.literal('rental_evaluation'), prefill: valuationPrefill }),
    z.object({ service: z.literal('environmental_evaluation'), prefill: environmentPrefill }),
    z.object({ service: z.literal('buy_suggestion'), prefill: buySuggestionPrefill }),
    z.object({ service: z.literal('rent_suggestion'), prefill: rentSuggestionPrefill }),
  ]),
} as const;
export type ToolName = keyof typeof TOOL_INPUTS;

const DESCRIPTIONS: Record<ToolName, string> = {
  market_figures: 'آمار بازار یک محله: میانه و بازهٔ قیمت هر متر مربع آگهی‌ها به تاریخ قیمت، و ضرب در متراژ. آمار بازار است، نه ارزیابی.',
  district_trend:
    'شاخص قیمت فروش (خرید) هر متر مربع یک منطقه، ماه به ماه، و تغییر دوازده‌ماهه. فقط قیمت خرید است، نه اجاره: برای اجارهٔ یک منطقه district_rent را بخوانید.',
  district_rent:
    'آمار اجارهٔ یک منطقه: میانه و بازهٔ هر متر مربع به معادل رهن کامل در آگهی‌های اجارهٔ محله‌های منطقه که مدل از آن‌ها آموخته، به تاریخ قیمت اجاره، با شمار آگهی‌ها. آمار بازار است، نه ارزیابی.',
  neighbourhood_profile: 'امتیاز محیطی مرکز یک محله، جایگاهش در تهران، امتیاز گروه‌ها و نزدیک‌ترین مترو.',
  affordable_places: 'محله‌هایی که میانهٔ قیمت آگهی‌هایشان برای این متراژ در بودجه جا می‌شود (غربال آمار بازار).',
  service_info: 'اطلاعات خدمات ارزیاب از پایگاه داده: اعتبار و بسته‌ها، استفادهٔ رایگان، گزارش تکمیلی، دقت، کد تخفیف.',
  offer_service: 'کارت سرویس پولی (ارزیابی قیمت یا اجاره، ارزیابی محله، پیشنهاد محل) با مشخصات پرشده؛ اجرا و پرداخت فقط با تأیید کاربر در صفحه.',
};

export interface ToolSpec {
  type: 'function';
  function: { name: ToolName; description: string; parameters: Record<string, unknown> };
}

export function toolSpecs(): ToolSpec[] {
  return (Object.keys(TOOL_INPUTS) as ToolName[]).map((name) => {
    const { $schema: _drop, ...parameters } = z.toJSONSchema(TOOL_INPUTS[name], { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>;
    return { type: 'function', function: { name, description: DESCRIPTIONS[name], parameters } };
  });
}

export interface ToolOutcome {
  /** what the LLM reads back */
  result: unknown;
  /** cards the reply shows when the LLM's answer is kept */
  cards: ChatCard[];
}

function unknownPlace(name: string): ToolOutcome {
  const close = searchPlaces(name, 3).flatMap((h) => (h.type === 'neighbourhood' ? [h.neighbourhood.name_fa] : []));
  return { result: { error: 'محله شناخته نشد', did_you_mean: close }, cards: [] };
}

/** Runs one tool call; bad arguments or an unknown tool come back as an error for the LLM, never an exception. */
export function runTool(name: string, rawArguments: string, catalogue: ChatCatalogue): ToolOutcome {
  if (!(name in TOOL_INPUTS)) return { result: { error: `ابزار ناشناخته: ${name}` }, cards: [] };
  let args: unknown;
  try {
    args = rawArguments.trim() ? JSON.parse(rawArguments) : {};
  } catch {
    return { result: { error: 'آرگومان‌ها JSON معتبر نیستند' }, cards: [] };
  }
  const parsed = TOOL_INPUTS[name as ToolName].safeParse(args);
  if (!parsed.success) return { result: { error: 'آرگومان نامعتبر', issues: parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`) }, cards: [] };
  const input = parsed.data as never;
  switch (name as ToolName) {
    case 'market_figures': {
      const i = input as z.output<(typeof TOOL_INPUTS)['market_figures']>;
      const nb = getNeighbourhood(i.neighbourhood);
      if (!nb) return unknownPlace(i.neighbourhood);
      const card = marketFigures({ kind: i.kind, neighbourhood: nb, area: i.area, deposit: i.deposit });
      return card ? { result: card, cards: [card] } : { result: { error: 'آگهی کافی برای آمار این محله نیست' }, cards: [] };
    }
    case 'district_trend': {
      const i = input as z.output<(typeof TOOL_INPUTS)['district_trend']>;
      const card = districtTrend(i.district);
      return card ? { result: { ...card, points: card.points.slice(-12) }, cards: [card] } : { result: { error: 'داده‌ای نیست' }, cards: [] };
    }
    case 'district_rent': {
      // The same figures as the default layer's answer (districtRentAnswer): no sale index stands in for rent.
      const i = input as z.output<(typeof TOOL_INPUTS)['district_rent']>;
      const card = districtRentFigures(i.district);
      return card ? { result: card, cards: [card] } : { result: { error: 'آگهی اجارهٔ کافی از محله‌های این منطقه نیست' }, cards: [] };
    }
    case 'neighbourhood_profile': {
      const i = input as z.output<(typeof TOOL_INPUTS)['neighbourhood_profile']>;
      const nb = getNeighbourhood(i.neighbourhood);
      if (!nb) return unknownPlace(i.neighbourhood);
      const card = neighbourhoodProfile(nb);
      return card ? { result: card, cards: [card] } : { result: { error: 'دادهٔ محیطی نیست' }, cards: [] };
    }
    case 'affordable_places': {
      const i = input as z.output<(typeof TOOL_INPUTS)['affordable_places']>;
      const budget = i.kind === 'buy' ? i.budget ?? 0 : (i.deposit ?? 0) + (i.rent ?? 0) / serverEnv().RENT_CONVERSION_RATE;
      const r = affordablePlaces({ kind: i.kind === 'buy' ? 'sale' : 'rent', budget, area: i.area, district: i.district });
      return {
        result: {
          budget_full_deposit_equivalent: Math.round(budget),
          fitting_count: r.fitting.length,
          considered: r.considered,
          price_date: r.price_date,
          closest_to_budget: r.fitting.slice(0, 5).map((p) => ({ neighbourhood: p.neighbourhood.name_fa, median_total: p.median_total })),
          // Nothing fits: the cheapest ones, so the answer can say what is nearest instead of nothing.
          cheapest: r.fitting.length === 0 ? r.cheapest.map((p) => ({ neighbourhood: p.neighbourhood.name_fa, median_total: p.median_total })) : undefined,
          label: 'آمار بازار، نه ارزیابی',
        },
        cards: [],
      };
    }
    case 'service_info': {
      const i = input as z.output<(typeof TOOL_INPUTS)['service_info']>;
      const info = serviceInfo(i.topic as ServiceTopic, catalogue);
      const cards: ChatCard[] = info.plans ? [plansCard(catalogue)] : [];
      if (info.link) cards.push({ type: 'link', ...info.link });
      return { result: { text: info.content, plans: info.plans ? plansCard(catalogue).plans : undefined }, cards };
    }
    case 'offer_service': {
      const i = input as z.output<(typeof TOOL_INPUTS)['offer_service']>;
      if ('neighbourhood' in i.prefill && i.prefill.neighbourhood) {
        const nb = getNeighbourhood(i.prefill.neighbourhood);
        if (!nb) return unknownPlace(i.prefill.neighbourhood);
        i.prefill.neighbourhood = nb.id;
      }
      const card = serviceCard(i.service, i.prefill as never, catalogue);
      return card
        ? { result: { offered: card.title, credits_required: card.credits_required, missing: card.missing }, cards: [card] }
        : { result: { error: 'این سرویس فعال نیست' }, cards: [] };
    }
  }
}
