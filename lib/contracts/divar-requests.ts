import { z } from 'zod';
import { postToken } from '@/lib/contracts/refs';
import { messages } from '@/lib/validation/messages';
import { DIVAR_EVALUATION_TYPES, DIVAR_FLOWS } from './divar';
import '@/lib/validation/zod-locale';

// The Divar routes' request contracts (issue 27), parsed by the route handlers. Apart from lib/contracts/divar.ts so
// the lean Divar pages, which use its types, links and rules, load no zod.

/** GET /api/divar/post/?post_token= */
export const postTokenQuery = z.object({ post_token: postToken });

/**
 * GET /api/divar-price-suggestion-response/ and /api/divar-environmental-evaluation-response/?post_token=[&missing=null]
 * [&own=1]: with `missing=null` an ad with no report the caller may see answers 200 `null`, not 404. The entry pages
 * ask it for a signed-in user to offer their earlier report, and a 404 there is a console error on every first visit.
 * `own=1`: only the caller's own (the report published on the ad, if newer, would hide it; the pages get that one
 * from the server).
 */
export const adReportQuery = postTokenQuery.extend({ missing: z.literal('null').optional(), own: z.literal('1').optional() });

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

/** POST and DELETE /api/divar/price-widget/: the advertiser's valuation to show on (or remove from) their ad. */
export const priceWidgetBody = z.object({
  uuid: z.uuid({ error: (i) => (i.input === undefined || i.input === '' ? messages.required : 'شناسهٔ ارزیابی معتبر نیست') }),
});

/** GET /api/divar/referral/precheck/?post_token= (issue 28): the ad is optional (a partner's link may name none). */
export const referralPrecheckQuery = z.object({ post_token: z.preprocess(blankAsUndefined, postToken.optional()) });
