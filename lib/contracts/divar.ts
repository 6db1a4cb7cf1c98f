import { toLatinDigits } from '@/lib/fa/digits';
import { firstParam } from '@/lib/search-params';
import type { EnvironmentEvaluationResult } from '@/lib/contracts/environment';
import type { PickedPlace } from '@/lib/contracts/place';
import { RESULT_PAGES } from '@/lib/contracts/result-pages';
import type { ValuationDivarLink, ValuationKind, ValuationResult } from '@/lib/contracts/valuation';

// Divar partner flows (issue 27; spec §2 "Partner-ad flows", §7 /api/divar/post/, /api/divar-price-suggestion-response/).
// Shared by the /divar pages (part 2), their hooks and the route handlers. Only server/providers/divar knows Kenar's
// own field names; everything here speaks ours.

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

/** The page Divar returns each flow to: its OAuth redirect address (no query; whitelisted in the Kenar panel). */
export const DIVAR_FLOW_RETURN_PAGE: Record<DivarFlow, string> = {
  'price-advertiser': '/divar/price/advertiser/form',
  'price-visitor': '/divar/price/visitor-evaluation/form',
  'neighborhood-advertiser': '/divar/neighborhood/advertiser/form',
  'neighborhood-visitor': '/divar/neighborhood/visitor-evaluation/form',
  referral: '/services/environment-evaluation/referral/callback',
};

/** What a consent state was started for: the flow, its ad and the way back (the exit rule already applied). */
export interface DivarStateContext {
  flow: DivarFlow;
  post_token: string | null;
  'evaluation-type': DivarEvaluationType | null;
  /** Where "back to Divar" goes (the exit rule already applied). */
  exit_url: string;
}

/**
 * The 400 of POST /api/divar/oauth/complete/ for this browser's own state used already (`{state: [message], …context}`):
 * its context, or null for any other refusal (another browser's state says nothing about the flow).
 */
export function replayedStateContext(body: unknown): DivarStateContext | null {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return null;
  const b = body as Record<string, unknown>;
  if (!(DIVAR_FLOWS as readonly unknown[]).includes(b.flow) || typeof b.exit_url !== 'string') return null;
  const postToken = typeof b.post_token === 'string' ? b.post_token : null;
  const type = (DIVAR_EVALUATION_TYPES as readonly unknown[]).includes(b['evaluation-type']) ? (b['evaluation-type'] as DivarEvaluationType) : null;
  return { flow: b.flow as DivarFlow, post_token: postToken, 'evaluation-type': type, exit_url: b.exit_url };
}

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
      /** The number now signed in (Divar's, as 09…): named when it replaces another account in this browser. */
      mobile_number: string;
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

/** POST and DELETE /api/divar/price-widget/ {uuid} (lib/contracts/divar-requests.ts): what the ad now shows. */
export interface PriceWidgetResponse {
  post_token: string;
  published: boolean;
  /** The verdict shown on the ad (null when the ad's price is negotiable or the widget was removed). */
  verdict: PriceVerdict | null;
  /** Divar did not answer in time: it may yet show (or still show) what `published` says it does not (or does). */
  addon_unconfirmed: boolean;
}

/** POST and DELETE /api/divar/neighborhood-widget/ {uuid} (issue 28): what the ad now shows. */
export interface NeighbourhoodWidgetResponse {
  post_token: string;
  published: boolean;
  /** The overall score shown on the ad (0–100), null once removed. */
  overall_score: number | null;
  /** As PriceWidgetResponse's. */
  addon_unconfirmed: boolean;
}

export type PriceVerdict = 'cheap' | 'fair' | 'expensive';
export const PRICE_VERDICT_LABEL: Record<PriceVerdict, string> = { cheap: 'ارزان', fair: 'منصفانه', expensive: 'گران' };

/**
 * GET /api/divar-price-suggestion-response/?post_token= — the newest valuation of the ad the caller may see: their
 * own, or the one its advertiser published on the ad. The valuation as /price-result shows it, plus how it relates
 * to the ad.
 */
export type DivarPriceSuggestionResponse = ValuationResult & { divar: ValuationDivarLink };
export const DIVAR_VALUATION_NOT_FOUND = 'برای این آگهی هنوز ارزیابی قیمتی در دسترس نیست.';

/** GET /api/divar-environmental-evaluation-response/?post_token= — the same for a neighbourhood evaluation of the ad. */
export type DivarEnvironmentResponse = EnvironmentEvaluationResult & { divar: ValuationDivarLink };
export const DIVAR_ENVIRONMENT_NOT_FOUND = 'برای این آگهی هنوز ارزیابی محله‌ای در دسترس نیست.';

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
  /** Tehran municipal district 1–22 of the neighbourhood, and its name (منطقه ۲). */
  district: number | null;
  district_name: string | null;
  /** Divar's neighbourhood slug as the ad carries it. */
  divar_district: string | null;
  /** Our place for it (the valuation form's `neighbourhood` takes its id), with its centre. */
  neighbourhood: { id: string; name: string; slug: string | null; latitude: number; longitude: number } | null;
  area: number | null;
  rooms: number | null;
  build_year: number | null;
  /** The ad's own words for its build year when they are not a year we can use («قبل از ۱۳۷۰»); null otherwise. */
  build_year_text: string | null;
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

/** What the valuation form starts from for an ad (its contract's output shape; every field stays editable). */
export interface DivarFormPrefill {
  kind: ValuationKind;
  /** The owner's pin when they shared it, else the ad's neighbourhood (at its centre, chosen by name). */
  place: PickedPlace | null;
  area?: number;
  rooms?: number;
  build_year?: number;
  floor?: number;
  total_floors?: number;
  elevator?: boolean;
  parking?: boolean;
  storage?: boolean;
}

/** The valuation an ad is valued as: a rent ad as a rent, else what the link asked for (buySell by default). */
export function divarValuationKind(ad: Pick<DivarAd, 'kind'>, asked?: DivarEvaluationType | null): ValuationKind {
  const type = ad.kind ?? asked ?? 'buySell';
  return type === 'rent' ? 'rent' : 'sale';
}

/**
 * The valuation form's initial values from the ad: only what the ad says (an unknown field stays empty for the
 * user to fill, never 0 or false), the pin when there is one, else the neighbourhood.
 */
export function divarAdToValuationForm(ad: DivarAd, asked?: DivarEvaluationType | null): DivarFormPrefill {
  const form: DivarFormPrefill = { kind: divarValuationKind(ad, asked), place: null };
  const put = <K extends Exclude<keyof DivarFormPrefill, 'kind' | 'place'>>(key: K, value: DivarFormPrefill[K] | null) => {
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
  const n = ad.neighbourhood;
  const district = ad.district_name ?? '';
  const pin = shownPin(ad);
  if (pin) {
    form.place = { ...pin, name: n?.name ?? 'محل آگهی روی نقشه', district };
  } else {
    form.place = divarAdPlace(ad);
  }
  return form;
}

/** The property fields the valuation form takes from an ad; one the ad leaves out is marked for the user to decide. */
export const DIVAR_AD_FORM_FIELDS = ['area', 'rooms', 'build_year', 'floor', 'elevator', 'parking', 'storage'] as const;
export type DivarAdFormField = (typeof DIVAR_AD_FORM_FIELDS)[number];

/** What the form could read from the ad: an empty box (or an unchecked amenity) is not the ad saying «ندارد». */
export interface DivarAdReading {
  /** Fields the ad did not state, or stated in words that are not a value («قبل از ۱۳۷۰»). */
  unstated: DivarAdFormField[];
  /** The ad's own words for the build year when they are not a year. */
  yearText: string | null;
}

export function divarAdReading(ad: DivarAd): DivarAdReading {
  return { unstated: DIVAR_AD_FORM_FIELDS.filter((field) => ad[field] === null), yearText: ad.build_year === null ? ad.build_year_text : null };
}

/**
 * The owner's pin when Divar shows it on the ad as it is (LOCATION_TYPE_EXACT). A pin the owner shows only
 * approximately is not used: a report made from it may be published on the ad, and its point and distances to named
 * places would give away what the owner chose to hide. The form then starts at the neighbourhood.
 */
export function shownPin(ad: Pick<DivarAd, 'latitude' | 'longitude' | 'location_type'>): { latitude: number; longitude: number } | null {
  return ad.latitude !== null && ad.longitude !== null && ad.location_type === 'exact' ? { latitude: ad.latitude, longitude: ad.longitude } : null;
}

/** The place a neighbourhood evaluation of the ad starts from (issue 28): its Divar neighbourhood's centre (the pin is read in the browser, with the viewer's token). */
export function divarAdPlace(ad: DivarAd): PickedPlace | null {
  const n = ad.neighbourhood;
  if (!n) return null;
  return { latitude: n.latitude, longitude: n.longitude, name: n.name, district: ad.district_name ?? '', neighbourhoodId: n.id };
}

/** The title of a neighbourhood page for an ad we do not evaluate (its reason says why). */
export const DIVAR_NOT_EVALUATED = 'ارزیابی محله انجام نمی‌شود';

// ------------------------------------------------------------------ the asking price against our range

/** The ad's asking figure comparable with our estimate: the sale price, or a rent's full-deposit equivalent. */
export function askingComparable(result: ValuationResult, asking: DivarAsking | null): number | null {
  if (!asking) return null;
  if (result.kind === 'sale') return 'total' in asking ? asking.total : null;
  if (!('deposit' in asking) || asking.deposit === null || asking.rent === null) return null;
  // spec §9's conversion, as the rent result states it: full deposit = deposit + monthly rent / rate.
  return Math.round(asking.deposit + asking.rent / result.estimate.conversion_rate);
}

export interface PriceComparison {
  verdict: PriceVerdict;
  /** 0–100 from the left edge, as Kenar places the indicator. */
  indicatorPercent: number;
}

/**
 * Where an asking figure sits against our 80 % range. Below the range is cheap, inside fair, above expensive. The
 * row shows three equal segments laid out right to left (cheap on the right); the indicator moves linearly over the
 * range widened by its own width on each side (so the segment edges are the range's ends) and stays off the edges.
 */
export function comparePrice(asking: number, low: number, high: number): PriceComparison {
  const verdict: PriceVerdict = asking < low ? 'cheap' : asking > high ? 'expensive' : 'fair';
  const span = Math.max(high - low, 1);
  const fromCheapEnd = Math.min(0.98, Math.max(0.02, (asking - (low - span)) / (3 * span)));
  return { verdict, indicatorPercent: Math.round(100 * (1 - fromCheapEnd)) };
}

// ------------------------------------------------------------------ the exit rule

/** Where Divar wants users sent when they are done or cancel (it replaced `return_url` in 2025). */
export const DIVAR_COMPLETION_URL = 'https://open-platform-redirect.divar.ir/completion';
/** integrations.md: an old link's `return_url` is followed only on an https divar.ir host. */
const DIVAR_RETURN_URL = /^https:\/\/([a-z0-9-]+\.)?divar\.ir(\/.*)?$/;

/**
 * Divar's own host, as a parsed URL names it (lower case): divar.ir or one subdomain of it. The exit rule's host, and
 * the referrer that says Divar sent the browser here (features/pwa).
 */
export function isDivarHost(hostname: string): boolean {
  return hostname === 'divar.ir' || /^[a-z0-9-]+\.divar\.ir$/.test(hostname);
}

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
  if (!isDivarHost(url.hostname)) return null;
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

// ------------------------------------------------------------------ our Divar pages

/** spec §2 "Partner-ad flows" (and the advertiser's result, whose path the spec does not show). */
export const DIVAR_PAGES = {
  priceAdvertiser: '/divar/price/advertiser',
  priceAdvertiserForm: '/divar/price/advertiser/form',
  priceAdvertiserResult: '/divar/price/advertiser/result',
  priceVisitor: '/divar/price/visitor-evaluation',
  priceVisitorForm: '/divar/price/visitor-evaluation/form',
  neighbourhoodAdvertiser: '/divar/neighborhood/advertiser',
  neighbourhoodAdvertiserForm: '/divar/neighborhood/advertiser/form',
  neighbourhoodAdvertiserResult: '/divar/neighborhood/advertiser/result',
  neighbourhoodVisitor: '/divar/neighborhood/visitor-evaluation',
  neighbourhoodVisitorForm: '/divar/neighborhood/visitor-evaluation/form',
  neighbourhoodVisitorResult: '/divar/neighborhood/visitor',
  referralIntro: '/services/environment-evaluation/referral/intro',
  referralPrecheck: '/services/environment-evaluation/referral/precheck',
  referralForm: '/services/environment-evaluation/referral/form',
  environmentResult: RESULT_PAGES.environment,
} as const;

/** The visitor's result: the spec's odd `/divar/price/visitor/uuid={uuid}` (the whole segment is `uuid=…`). */
export const divarVisitorResultPath = (uuid: string) => `/divar/price/visitor/uuid=${uuid}`;
/** The uuid in that segment, or null. */
export function uuidFromVisitorSegment(segment: string): string | null {
  const m = /^uuid(?:=|%3D)([0-9a-fA-F-]{36})$/.exec(segment);
  return m ? m[1].toLowerCase() : null;
}

export interface DivarLinkParams {
  post_token?: string | null;
  return_url?: string | null;
  'evaluation-type'?: DivarEvaluationType | null;
  /** spec §2: the visitor's form without signing in (the monthly free use). */
  noLoginRequired?: boolean;
  uuid?: string | null;
}

function divarQuery(params: DivarLinkParams): URLSearchParams {
  const q = new URLSearchParams();
  for (const key of ['uuid', 'post_token', 'evaluation-type', 'return_url'] as const) {
    const value = params[key];
    if (value) q.set(key, value);
  }
  if (params.noLoginRequired) q.set('noLoginRequired', 'true');
  return q;
}

/** What a Divar page is opened with (spec §2: `?post_token&return_url&evaluation-type`). */
export interface DivarPageQuery {
  post_token: string;
  return_url: string | null;
  'evaluation-type': DivarEvaluationType | null;
}

/** A page's query as Divar sends it: a repeated parameter counts once, an unknown evaluation-type as none. */
export function divarPageQuery(params: Record<string, string | string[] | undefined>): DivarPageQuery {
  const asked = firstParam(params['evaluation-type']);
  return {
    post_token: firstParam(params.post_token),
    return_url: firstParam(params.return_url) || null,
    'evaluation-type': (DIVAR_EVALUATION_TYPES as readonly string[]).includes(asked) ? (asked as DivarEvaluationType) : null,
  };
}

/** A Divar page with the flow's parameters (unset ones left out). */
export function divarHref(path: string, params: DivarLinkParams = {}): string {
  const query = divarQuery(params).toString();
  return query ? `${path}?${query}` : path;
}

/** The one-tap sign-in inside Divar's pages (Divar's consent signs in by the number Divar has verified). */
export const DIVAR_SIGN_IN_LABEL = 'ورود با حساب دیوار';

/** The address that starts Divar's consent: a redirect to Divar's screen. */
export const DIVAR_CONSENT_START = '/api/divar/oauth/start/';

/** Starts Divar's consent for a flow (GET /api/divar/oauth/start/: a redirect to Divar's screen). */
export function divarConsentHref(flow: DivarFlow, params: Omit<DivarLinkParams, 'noLoginRequired' | 'uuid'> = {}): string {
  return `${DIVAR_CONSENT_START}?${new URLSearchParams([['flow', flow], ...divarQuery(params)]).toString()}`;
}

export type DivarRole = 'advertiser' | 'visitor';

/** A neighbourhood result of the Divar flows (spec §2 `/divar/neighborhood/visitor?uuid`; the advertiser's beside it). */
export function divarNeighbourhoodResultHref(role: DivarRole, uuid: string, returnUrl?: string | null): string {
  const page = role === 'advertiser' ? DIVAR_PAGES.neighbourhoodAdvertiserResult : DIVAR_PAGES.neighbourhoodVisitorResult;
  return `${page}?uuid=${uuid}${returnUrl ? `&return_url=${encodeURIComponent(returnUrl)}` : ''}`;
}

/**
 * spec §2 `/services/environment-evaluation/result?uuid&divar-post-token&divar-return-url`: the referral flow's result,
 * which offers "show it on my ad" and "back to Divar" when it names the ad and the way back.
 */
export function referralResultHref(uuid: string, postToken?: string | null, returnUrl?: string | null): string {
  const q = new URLSearchParams({ uuid });
  if (postToken) q.set('divar-post-token', postToken);
  if (returnUrl) q.set('divar-return-url', returnUrl);
  // `{uuid}` stands in for the answer's uuid in a form's result address: kept readable for the replacement.
  return `${DIVAR_PAGES.environmentResult}?${q.toString().replace('%7Buuid%7D', '{uuid}')}`;
}

// ------------------------------------------------------------------ the referral flow's precheck

/** `not_found`: Divar does not know the post token (a mistyped or removed ad): blocking, said as the other Divar pages say it. */
export type ReferralProblemCode = 'not_found' | 'not_apartment' | 'outside_tehran' | 'no_location' | 'already_evaluated' | 'not_enough_credit';

/** GET /api/divar/referral/precheck/?post_token= — what stands between this user and a neighbourhood evaluation of the ad. */
export interface ReferralPrecheck {
  /** No blocking problem: the form may run the evaluation. */
  ok: boolean;
  post_token: string | null;
  ad: DivarAd | null;
  /** In the order the page shows them; `blocking` ones stop the flow (the others say what to do). */
  problems: Array<{ code: ReferralProblemCode; message: string; blocking: boolean }>;
  /** The service the form pays with: the advertiser's when they let us post on the ad, else the visitor's. */
  service: string;
  credits_required: number;
  /** The user's credits (free and paid). */
  available_credits: number;
  /** The user's own earlier evaluation of this ad (already_evaluated). */
  evaluation_uuid: string | null;
  can_post_widget: boolean;
}

/**
 * A price result page of the Divar flows (the advertiser's offers to show it on the ad). A uuid needs no escaping,
 * so `{uuid}` may stand in for it (a form's result address, filled in when the answer comes).
 */
export function divarResultHref(role: DivarRole, uuid: string, returnUrl?: string | null): string {
  const back = returnUrl ? `return_url=${encodeURIComponent(returnUrl)}` : '';
  if (role === 'advertiser') return `${DIVAR_PAGES.priceAdvertiserResult}?uuid=${uuid}${back ? `&${back}` : ''}`;
  return `${divarVisitorResultPath(uuid)}${back ? `?${back}` : ''}`;
}
