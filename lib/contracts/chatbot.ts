import { z } from 'zod';
import { toLatinDigits } from '@/lib/fa/digits';
import { messages } from '@/lib/validation/messages';
import '@/lib/validation/zod-locale';

// The chat bot (issue 29; spec §1 "a chat bot", §2 /chat-bot/{id}, §7 /api/chatbot/chats/start_chat/ and
// /api/chatbot/{id}/send_message/). The reply and card shapes are written once here: the route handlers build
// them, the chat page renders them, and the optional LLM provider's tools return them.

import { CHAT_MESSAGE_MAX_LENGTH, CHAT_MESSAGE_TOO_LONG, CHAT_NOT_FOUND } from './chatbot-constants';

export { CHAT_MESSAGE_MAX_LENGTH, CHAT_MESSAGE_TOO_LONG, CHAT_NOT_FOUND };

/** What the language layer understands a message to ask (tests/data/chat/*.jsonl are labelled with these). */
export const CHAT_INTENTS = [
  'sale_price',
  'rent_price',
  'market',
  'neighbourhood_info',
  'compare',
  'buy_suggestion',
  'rent_suggestion',
  'service_info',
  'greeting',
  'thanks',
  'inform',
  'out_of_scope',
] as const;
export type ChatIntent = (typeof CHAT_INTENTS)[number];

export const sendMessageBody = z.object({
  message: z
    .string({ error: (i) => (i.input === undefined || i.input === null ? messages.required : messages.invalid) })
    .trim()
    .min(1, messages.required)
    .max(CHAT_MESSAGE_MAX_LENGTH, CHAT_MESSAGE_TOO_LONG),
});
export type SendMessageBody = z.input<typeof sendMessageBody>;

export const chatIdParam = z.uuid({ error: CHAT_NOT_FOUND });

// ------------------------------------------------------------------ cards

const money = z.number().int().nonnegative();
const range = z.object({ median: money, low: money, high: money });
const jalaliMonth = z.string().regex(/^\d{4}-\d{2}$/);

const placeRef = z.object({
  type: z.enum(['neighbourhood', 'district']),
  /** neighbourhood id (Divar slug or nb-…) or the district number as text */
  id: z.string(),
  name: z.string(),
  district: z.number().int().min(1).max(22),
  district_name: z.string(),
});
export type ChatPlaceRef = z.infer<typeof placeRef>;

/**
 * Market figures of a neighbourhood (the listings' price per m² at the price date, and × the area when one was
 * given), or of a district's rent listings: labelled as market statistics, never as a valuation.
 */
export const marketCard = z.object({
  type: z.literal('market'),
  kind: z.enum(['sale', 'rent']),
  place: placeRef,
  /** Jalali YYYY-MM the figures are brought to */
  price_date: jalaliMonth,
  /** a neighbourhood: every plausible listing; a district (rent only): the listings the model learnt from in it */
  listings: z.number().int().positive(),
  /**
   * the first and last month those listings were posted (Jalali YYYY-MM): each count says its window, since the
   * chat's other counts (the amenity shares) come from another cleaning of the same months. Absent on cards stored
   * before it existed.
   */
  listing_months: z.tuple([jalaliMonth, jalaliMonth]).nullable().optional(),
  /** toman per m² (rent: full-deposit equivalent per m²); low/high are the 25th and 75th percentiles */
  per_m2: range,
  area: z.number().positive().nullable(),
  /** per_m2 × area, rounded to a million toman; null without an area */
  total: range.nullable(),
  /** rent with a given deposit: the monthly rent for the rest at the product's conversion rate */
  monthly_rent: z.object({ deposit: money, median: money, low: money, high: money, conversion_rate: z.number() }).nullable(),
  /** 'آمار بازار، نه ارزیابی' */
  label: z.string(),
  source: z.string(),
});
export type MarketCard = z.infer<typeof marketCard>;

/** A district's price per m² over time (the index the valuations use) */
export const trendCard = z.object({
  type: z.literal('trend'),
  place: placeRef,
  source: z.string(),
  points: z.array(z.object({ month: jalaliMonth, price_per_m2: money })),
  latest: z.object({ month: jalaliMonth, price_per_m2: money }),
  /** percent change over 12 months; null when the series is shorter */
  change_12m_percent: z.number().nullable(),
});
export type TrendCard = z.infer<typeof trendCard>;

/** Headline of the environment engine at a neighbourhood's centre (the paid report evaluates the exact address). */
export const neighbourhoodCard = z.object({
  type: z.literal('neighbourhood'),
  place: placeRef,
  overall_score: z.number().min(0).max(100),
  /** share of Tehran's neighbourhood centres scoring below, 0–100 */
  percentile: z.number().min(0).max(100).nullable(),
  categories: z.array(z.object({ id: z.string(), name: z.string(), score: z.number().nullable() })),
  metro: z.object({ station: z.string(), distance_m: z.number().int().nonnegative() }).nullable(),
  criteria_version: z.string(),
});
export type NeighbourhoodCard = z.infer<typeof neighbourhoodCard>;

export const plansCard = z.object({
  type: z.literal('plans'),
  plans: z.array(
    z.object({ id: z.number().int(), name: z.string(), label: z.string(), credits: z.number().int(), price: money, discounted_price: money }),
  ),
  href: z.literal('/subscription'),
});
export type PlansCard = z.infer<typeof plansCard>;

export const linkCard = z.object({ type: z.literal('link'), href: z.string().startsWith('/'), label: z.string() });
export type LinkCard = z.infer<typeof linkCard>;

// The paid services a card can run. Prefills use the wire names of the services' own contracts
// (lib/contracts/valuation.ts createValuationBody, environment.ts, suggestion.ts), without service and request_id,
// which the paid-submission flow adds. `missing` lists the contract's required fields the chat does not know yet.
export const valuationPrefill = z.object({
  neighbourhood: z.string().optional(),
  area: z.number().optional(),
  rooms: z.number().int().optional(),
  build_year: z.number().int().optional(),
  floor: z.number().int().optional(),
  total_floors: z.number().int().optional(),
  elevator: z.boolean().optional(),
  parking: z.boolean().optional(),
  storage: z.boolean().optional(),
});
export const environmentPrefill = z.object({ neighbourhood: z.string() });
const suggestionCommonPrefill = {
  area: z.number().int().optional(),
  rooms: z.number().int().optional(),
  elevator: z.boolean().optional(),
  parking: z.boolean().optional(),
  max_age: z.number().int().optional(),
  include_districts: z.array(z.number().int()).optional(),
};
export const buySuggestionPrefill = z.object({ budget: z.number().int().optional(), ...suggestionCommonPrefill });
export const rentSuggestionPrefill = z.object({
  deposit_budget: z.number().int().optional(),
  rent_budget: z.number().int().optional(),
  ...suggestionCommonPrefill,
});

const serviceCardBase = {
  type: z.literal('service'),
  /** the service's base-tier name (services table), e.g. price_evaluation_product_base */
  service_name: z.string(),
  title: z.string(),
  /** from the services table, shown in «۱ اعتبار کسر شود؟» */
  credits_required: z.number().int().positive(),
  /** spec §1: free once a Jalali month without an account */
  anonymous_free: z.boolean(),
  /** the API path the paid submission posts to */
  endpoint: z.string().startsWith('/api/'),
  /** the result page, perhaps with a query (the rent card's `deposit=`); the page appends uuid=<the created result> */
  result_route: z.string().startsWith('/'),
  /** the form page for editing the details before paying */
  form_route: z.string().startsWith('/'),
  /** prefill fields the contract still needs (asked in the chat one at a time, or filled in on the card) */
  missing: z.array(z.string()),
  /** fields the contract defaults when unsaid (amenities read as «ندارد»), shown so the user can change them */
  defaults: z.array(z.string()),
  /**
   * The request as the user reads it, in the contract's field order: a Persian label and value per field; value
   * null for a field still missing, `assumed` for one the contract defaults (said «ندارد» until the user says so).
   */
  summary: z.array(z.object({ field: z.string(), label: z.string(), value: z.string().nullable(), assumed: z.boolean() })).default([]),
};
export const serviceCard = z.discriminatedUnion('service', [
  z.object({ ...serviceCardBase, service: z.literal('price_evaluation'), prefill: valuationPrefill }),
  z.object({ ...serviceCardBase, service: z.literal('rental_evaluation'), prefill: valuationPrefill }),
  z.object({ ...serviceCardBase, service: z.literal('environmental_evaluation'), prefill: environmentPrefill }),
  z.object({ ...serviceCardBase, service: z.literal('buy_suggestion'), prefill: buySuggestionPrefill }),
  z.object({ ...serviceCardBase, service: z.literal('rent_suggestion'), prefill: rentSuggestionPrefill }),
]);
export type ServiceCard = z.infer<typeof serviceCard>;
export type ChatService = ServiceCard['service'];

export const chatCard = z.union([marketCard, trendCard, neighbourhoodCard, plansCard, linkCard, serviceCard]);
export type ChatCard = z.infer<typeof chatCard>;

// ------------------------------------------------------------------ messages

export const chatReply = z.object({
  role: z.literal('assistant'),
  /** plain text (rendered as text, never as HTML) */
  content: z.string(),
  cards: z.array(chatCard),
  /** suggestion chips: tapping one sends its text as the next message */
  suggestions: z.array(z.string()),
});
export type ChatReply = z.infer<typeof chatReply>;

export const chatMessage = z.object({
  id: z.string(),
  role: z.enum(['user', 'assistant']),
  content: z.string(),
  cards: z.array(chatCard),
  suggestions: z.array(z.string()),
  created_at: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessage>;

/**
 * How many messages GET /api/chatbot/{id}/ returns at most: the latest ones (a greeting, then the user's message and
 * the reply in pairs, so an even size starts a page with a question). A chat has no length limit (300 messages an
 * hour are allowed) and every reply carries its cards, so the whole history would grow without bound.
 */
export const CHAT_HISTORY_PAGE_SIZE = 100;

/**
 * GET /api/chatbot/{id}/?before=<message id>: the messages before that one (the page `earlier` links to). Digits
 * only (Persian digits too); anything else is a 400, not a guess.
 */
export const chatHistoryQuery = z.object({
  before: z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v.trim() === '') return undefined;
      const latin = toLatinDigits(v.trim());
      if (!/^[1-9]\d{0,14}$/.test(latin)) {
        ctx.addIssue({ code: 'custom', message: 'شناسهٔ پیام باید عددی صحیح و بزرگ‌تر از صفر باشد.' });
        return z.NEVER;
      }
      return Number(latin);
    }),
});

/** POST /api/chatbot/chats/start_chat/ and GET /api/chatbot/{id}/ */
export interface ChatResponse {
  id: string;
  /** oldest first: the chat's latest CHAT_HISTORY_PAGE_SIZE messages (or those before `before`) */
  messages: ChatMessage[];
  /** the address of the messages before these (`?before=` the first one's id); null when these are the first */
  earlier: string | null;
}

/** POST /api/chatbot/{id}/send_message/: the assistant's reply as stored */
export type SendMessageResponse = ChatMessage;

/**
 * Server-sent events of send_message when the request accepts text/event-stream: `delta` {text} pieces of the
 * reply's content; `reset` {} drops what was streamed (an LLM answer failed the number check and the default
 * layer answers instead); `message` the stored reply (same shape as the JSON answer); `error` {detail} and the
 * stream ends.
 */
export type ChatStreamEvent =
  | { event: 'delta'; data: { text: string } }
  | { event: 'reset'; data: Record<string, never> }
  | { event: 'message'; data: ChatMessage }
  | { event: 'error'; data: { detail: string } };
