import { apiClient, reportApiError } from '@/lib/api-client';
import { isDivarConsentRequired } from '@/lib/answered-status';
import type { DivarAd, DivarConsentOutcome, DivarEnvironmentResponse, NeighbourhoodWidgetResponse, PriceWidgetResponse, ReferralPrecheck } from '@/lib/contracts/divar';
import type { CreateEnvironmentEvaluationBody, CreateEnvironmentEvaluationResponse, EnvironmentEvaluationResult } from '@/lib/contracts/environment';
import type { CompleteConsentBodyInput } from '@/lib/contracts/divar-requests';
import type { ValuationKind, ValuationResult } from '@/lib/contracts/valuation';

// The Divar flows' calls (issue 27), through the one axios instance (bearer token, refresh, spec §8 toasts).

/**
 * Divar's OAuth return, completed by the browser that started it (its HttpOnly cookie goes along). Quiet: the page
 * words a refused state itself, with the way back to Divar.
 */
export async function completeDivarConsent(body: CompleteConsentBodyInput): Promise<DivarConsentOutcome> {
  const { data } = await apiClient.post<DivarConsentOutcome>('/api/divar/oauth/complete/', body, { silent: true });
  return data;
}

/**
 * A call that puts our add-on on the ad or takes it off, sent quietly: Divar's consent missing or ended (403
 * `divar_consent_required`) is said once, by the controls' own alert with the way to give it again; any other
 * failure is toasted as the catalogue words it.
 */
async function addonCall<T>(send: () => Promise<{ data: T }>): Promise<T> {
  try {
    return (await send()).data;
  } catch (error) {
    if (!isDivarConsentRequired(error)) reportApiError(error, { force: true });
    throw error;
  }
}

/** "Show it on my ad" (POST) and "remove it from my ad" (DELETE): the advertiser's own valuation. */
export const publishPriceWidget = (uuid: string) =>
  addonCall(() => apiClient.post<PriceWidgetResponse>('/api/divar/price-widget/', { uuid }, { silent: true }));

export const removePriceWidget = (uuid: string) =>
  addonCall(() => apiClient.delete<PriceWidgetResponse>('/api/divar/price-widget/', { data: { uuid }, silent: true }));

const RESULT_PATH: Record<ValuationKind, string> = { sale: '/api/houses/price-suggestion-response/', rent: '/api/houses/rental-evaluation/' };

/** A valuation as the signed-in viewer sees it (whether it is theirs, whether it is on the ad); quiet. */
export async function fetchViewerValuation(kind: ValuationKind, uuid: string): Promise<ValuationResult> {
  const { data } = await apiClient.get<ValuationResult>(`${RESULT_PATH[kind]}${encodeURIComponent(uuid)}`, { silent: true });
  return data;
}

/**
 * The signed-in viewer's own newest report of an ad at `path`; null when none. Quiet. `own=1`: a report published on
 * the ad since would otherwise hide theirs (the pages get that one from the server). `missing=null`: "none" is a 200
 * null, since the browser logs the API's 404 as a console error on every such page.
 */
async function newestOfAd<T>(path: string, postToken: string): Promise<T | null> {
  const { data } = await apiClient.get<T | null>(path, { params: { post_token: postToken, own: '1', missing: 'null' }, silent: true });
  return data ?? null;
}

/** The viewer's own newest valuation of the ad. */
export const fetchAdValuation = (postToken: string) => newestOfAd<ValuationResult>('/api/divar-price-suggestion-response/', postToken);

/** The viewer's own newest neighbourhood evaluation of the ad. */
export const fetchAdEnvironment = (postToken: string) => newestOfAd<DivarEnvironmentResponse>('/api/divar-environmental-evaluation-response/', postToken);

/** "Show it on my ad" for a neighbourhood evaluation (issue 28): the score rows and a button to the report. */
export const publishNeighbourhoodWidget = (uuid: string) =>
  addonCall(() => apiClient.post<NeighbourhoodWidgetResponse>('/api/divar/neighborhood-widget/', { uuid }, { silent: true }));

export const removeNeighbourhoodWidget = (uuid: string) =>
  addonCall(() => apiClient.delete<NeighbourhoodWidgetResponse>('/api/divar/neighborhood-widget/', { data: { uuid }, silent: true }));

/** A neighbourhood evaluation as the signed-in viewer sees it (theirs? on the ad?); quiet. */
export async function fetchViewerEnvironment(uuid: string): Promise<EnvironmentEvaluationResult> {
  const { data } = await apiClient.get<EnvironmentEvaluationResult>(`/api/houses/environmental-evaluation/${encodeURIComponent(uuid)}`, { silent: true });
  return data;
}

/** The neighbourhood evaluation of an ad, paid with a Divar service (the visitor's may be the anonymous free use). */
export async function createAdEnvironmentEvaluation(body: CreateEnvironmentEvaluationBody & { request_id: string }): Promise<CreateEnvironmentEvaluationResponse> {
  const { data } = await apiClient.post<CreateEnvironmentEvaluationResponse>('/api/houses/environmental-evaluation/', body);
  return data;
}

/** The ad as the signed-in viewer may see it (the owner's pin when they granted it); quiet. */
export async function fetchDivarAd(postToken: string): Promise<DivarAd> {
  const { data } = await apiClient.get<DivarAd>('/api/divar/post/', { params: { post_token: postToken }, silent: true });
  return data;
}

/** The referral flow's precheck: what is missing before the form. */
export async function fetchReferralPrecheck(postToken: string | null): Promise<ReferralPrecheck> {
  const { data } = await apiClient.get<ReferralPrecheck>('/api/divar/referral/precheck/', { params: postToken ? { post_token: postToken } : {} });
  return data;
}
