import { z } from 'zod';
import { postToken } from '@/lib/contracts/refs';
import { toLatinDigits } from '@/lib/fa/digits';
import { messages } from '@/lib/validation/messages';
import type { CreateValuationBodyInput, ValuationResult } from '@/lib/contracts/valuation';
import '@/lib/validation/zod-locale';

// Divar partner flows (issue 27; spec §2 "Partner-ad flows", §7 /api/divar/post/, /api/divar-price-suggestion-response/).
// Shared by the /divar pages (part 2), their hooks and the route handlers. Only server/providers/divar knows Kenar's
// own field names; everything here speaks ours.

/** GET /api/divar/post/?post_token= and GET /api/divar-price-suggestion-response/?post_token= */
export const postTokenQuery = z.object({ post_token: postToken });

/** spec §2: `evaluation-type` is buySell (the default) or rent; a rent ad goes to the rent valuation. */
export const DIVAR_EVALUATION_TYPES = ['buySell', 'rent'] as const;
export type DivarEvaluationType = (typeof DIVAR_EVALUATION_TYPES)[number];

/**
 * The journeys that ask Divar for consent. Each returns to its own page (the OAuth redirect address, whitelisted
 * in the Kenar panel without a query) and asks for what it needs: advertisers attach our widget to their ad,
 * everyone is signed in by the phone number Divar gives, and only a flow that needs the owner's pin reads the post.
 */
export const DIVAR_FLOWS = ['price-advertiser', 'price-visitor', 'neighborhood-advertiser', 'neighborhood-visitor', 'referral'] as const;
export type DivarFlow = (typeof DIVAR_FLOWS)[number];

const blankAsUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

/** GET /api/divar/oauth/start/ (a link or a form with method=get: the answer is a redirect to Divar's consent). */
export const startConsentQuery = z.object({
  flow: z.enum(DIVAR_FLOWS, { error: 'مسیر درخواست‌شده معتبر نیست.' }),
  post_token: z.preprocess(blankAsUndefined, postToken.optional()),
  // Any value is accepted here and kept only when it passes the exit rule (safeDivarReturnUrl): never an error.
  return_url: z.preprocess(blankAsUndefined, z.string().max(2048).optional()),
  'evaluation-type': z.preprocess(blankAsUndefined, z.enum(DIVAR_EVALUATION_TYPES).optional()),
});
export type StartConsentQuery = z.output<typeof startConsentQuery>;

/** POST /api/divar/oauth/complete/: the OAuth return's query (no `code` = the user refused). */
export const completeConsentBody = z.object({
  state: z.string({ error: messages.required }).trim().min(1, messages.required).max(200),
  code: z.preprocess(blankAsUndefined, z.string().trim().max(2048).optional()),
});
export type CompleteConsentBodyInput = z.input<typeof completeConsentBody>;

export type DivarConsentOutcome =
  | {
      outcome: 'granted';
      flow: DivarFlow;
      post_token: string | null;
      'evaluation-type': DivarEvaluationType | null;
      /** Where "back to Divar" goes (the exit rule already applied). */
      exit_url: string;
      /** Signed in as the account of the phone number Divar gave (mobile + code sign-in's account). */
      access: string;
      refresh: string;
      /** The number had no account yet: one was made (the signup toast, and the profile step, apply). */
      signed_up: boolean;
      /** The user let us attach our widget to this ad / read its pin. */
      can_post_widget: boolean;
      can_read_pin: boolean;
    }
  | {
      /** spec: a refused consent is not an error; offer the visitor path or the way back. */
      outcome: 'refused';
      flow: DivarFlow;
      post_token: string | null;
      'evaluation-type': DivarEvaluationType | null;
      exit_url: string;
    };

/** POST and DELETE /api/divar/price-widget/: the advertiser's valuation to show on (or remove from) their ad. */
export const priceWidgetBody = z.object({
  uuid: z.uuid({ error: (i) => (i.input === undefined || i.input === '' ? messages.required : 'شناسهٔ ارزیابی معتبر نیست') }),
});
export interface PriceWidgetResponse {
  post_token: string;
  published: boolean;
  /** The verdict shown on the ad (null when the ad's price is negotiable or the widget was removed). */
  verdict: PriceVerdict | null;
}

export type PriceVerdict = 'cheap' | 'fair' | 'expensive';
export const PRICE_VERDICT_LABEL: Record<PriceVerdict, string> = { cheap: 'ارزان', fair: 'منصفانه', expensive: 'گران' };

/**
 * GET /api/divar-price-suggestion-response/?post_token= — the newest valuation of the ad the caller may see: their
 * own, or the one its advertiser published on the ad. The valuation as /price-result shows it, plus how it relates
 * to the ad.
 */
export type DivarPriceSuggestionResponse = ValuationResult & {
  divar: { post_token: string; published_on_ad: boolean; own: boolean };
};
export const DIVAR_VALUATION_NOT_FOUND = 'برای این آگهی هنوز ارزیابی قیمتی در دسترس نیست.';

// ------------------------------------------------------------------ the mapped ad

export type DivarAsking = { total: number } | { deposit: number | null; rent: number | null };

/** GET /api/divar/post/?post_token= — Divar's ad in our valuation form's terms; anything the ad does not say is null. */
export interface DivarAd {
  post_token: string;
  /** The valuation it maps to; null when we cannot value this kind of ad (see `unsupported`). */
  kind: DivarEvaluationType | null;
  /** Divar's category slug, e.g. apartment-sell. */
  category: string | null;
  /** Persian: why this ad cannot be valued (not an apartment, outside Tehran); null when it can. */
  unsupported: string | null;
  title: string | null;
  /** Divar's city slug (tehran) and its Persian name when known. */
  city: string | null;
  city_name: string | null;
  /** Tehran municipal district 1–22 of the neighbourhood. */
  district: number | null;
  /** Divar's neighbourhood slug as the ad carries it. */
  divar_district: string | null;
  /** Our place for it (the valuation form's `neighbourhood` takes its id). */
  neighbourhood: { id: string; name: string; slug: string | null } | null;
  area: number | null;
  rooms: number | null;
  build_year: number | null;
  floor: number | null;
  total_floors: number | null;
  elevator: boolean | null;
  parking: boolean | null;
  storage: boolean | null;
  /** Toman; null parts are negotiable («توافقی») or not given. */
  asking: DivarAsking | null;
  /** The owner's pin, only when they let us read it (an exact or approximate location). */
  latitude: number | null;
  longitude: number | null;
  location_type: 'exact' | 'approximate' | null;
}

export const DIVAR_UNSUPPORTED_CATEGORY = 'این نوع آگهی پشتیبانی نمی‌شود؛ ارزیابی قیمت فقط برای آگهی‌های فروش و اجارهٔ آپارتمان انجام می‌شود.';
export const DIVAR_OUTSIDE_TEHRAN = 'این آگهی در شهر تهران نیست؛ ارزیابی فعلاً فقط برای ملک‌های تهران انجام می‌شود.';
export const DIVAR_POST_NOT_FOUND = 'این آگهی در دیوار پیدا نشد یا دیگر منتشر نمی‌شود.';
/** spec §8: 503 on a URL concerning divar — the same text the error catalogue shows for it. */
export const DIVAR_UNAVAILABLE = 'مشکلی در تکمیل آگهی پیش آمد.';

/**
 * The valuation form's initial values from the ad: only what the ad says (an unknown field stays empty for the
 * user to fill, never 0 or false), the pin when there is one, else the neighbourhood.
 */
export function divarAdToValuationForm(ad: DivarAd): Partial<CreateValuationBodyInput> {
  const form: Partial<CreateValuationBodyInput> = {};
  const put = <K extends keyof CreateValuationBodyInput>(key: K, value: CreateValuationBodyInput[K] | null) => {
    if (value !== null && value !== undefined) form[key] = value;
  };
  put('area', ad.area);
  put('rooms', ad.rooms);
  put('build_year', ad.build_year);
  put('floor', ad.floor);
  put('total_floors', ad.total_floors);
  put('elevator', ad.elevator);
  put('parking', ad.parking);
  put('storage', ad.storage);
  if (ad.latitude !== null && ad.longitude !== null) {
    form.latitude = ad.latitude;
    form.longitude = ad.longitude;
  }
  put('neighbourhood', ad.neighbourhood?.id ?? null);
  return form;
}

// ------------------------------------------------------------------ the exit rule

/** Where Divar wants users sent when they are done or cancel (it replaced `return_url` in 2025). */
export const DIVAR_COMPLETION_URL = 'https://open-platform-redirect.divar.ir/completion';
/** integrations.md: an old link's `return_url` is followed only on an https divar.ir host. */
const DIVAR_RETURN_URL = /^https:\/\/([a-z0-9-]+\.)?divar\.ir(\/.*)?$/;

/**
 * The `return_url` of an old Divar link when it is safe to follow, else null (anything else would be an open
 * redirect). The pattern is checked on the text as given and on its parsed form, so tricks the pattern might read
 * one way and a browser another (userinfo, backslashes, encoded or control characters in the host) are refused.
 */
export function safeDivarReturnUrl(candidate: string | null | undefined): string | null {
  if (!candidate || candidate.length > 2048 || !DIVAR_RETURN_URL.test(candidate)) return null;
  // Control characters and whitespace are never part of a link Divar makes; a browser would strip some of them.
  if (/[\u0000-\u0020\u007f-\u009f\\]/.test(candidate)) return null;
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || url.username || url.password || url.port) return null;
  if (url.hostname !== 'divar.ir' && !/^[a-z0-9-]+\.divar\.ir$/.test(url.hostname)) return null;
  return url.toString();
}

/** "Back to Divar": a safe `return_url`, else the completion address. */
export function divarExitUrl(returnUrl: string | null | undefined, completionUrl: string = DIVAR_COMPLETION_URL): string {
  return safeDivarReturnUrl(returnUrl) ?? completionUrl;
}

/** A number Divar gave for a phone, in our 09… form (Persian digits and +98 accepted), or null. */
export function divarPhone(value: string | null | undefined): string | null {
  if (!value) return null;
  const digits = toLatinDigits(value).replace(/[\s-]/g, '');
  const m = /^(?:\+98|0098|98|0)?(9\d{9})$/.exec(digits);
  return m ? `0${m[1]}` : null;
}
