import { isAxiosError } from 'axios';
import { apiClient } from '@/lib/api-client';
import type { DivarConsentOutcome, PriceWidgetResponse } from '@/lib/contracts/divar';
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

/** "Show it on my ad" (POST) and "remove it from my ad" (DELETE): the advertiser's own valuation. */
export async function publishPriceWidget(uuid: string): Promise<PriceWidgetResponse> {
  const { data } = await apiClient.post<PriceWidgetResponse>('/api/divar/price-widget/', { uuid });
  return data;
}

export async function removePriceWidget(uuid: string): Promise<PriceWidgetResponse> {
  const { data } = await apiClient.delete<PriceWidgetResponse>('/api/divar/price-widget/', { data: { uuid } });
  return data;
}

const RESULT_PATH: Record<ValuationKind, string> = { sale: '/api/houses/price-suggestion-response/', rent: '/api/houses/rental-evaluation/' };

/** A valuation as the signed-in viewer sees it (whether it is theirs, whether it is on the ad); quiet. */
export async function fetchViewerValuation(kind: ValuationKind, uuid: string): Promise<ValuationResult> {
  const { data } = await apiClient.get<ValuationResult>(`${RESULT_PATH[kind]}${encodeURIComponent(uuid)}`, { silent: true });
  return data;
}

/** The newest valuation of the ad the viewer may see (their own, or the one on the ad); null when none. Quiet. */
export async function fetchAdValuation(postToken: string): Promise<ValuationResult | null> {
  try {
    const { data } = await apiClient.get<ValuationResult>('/api/divar-price-suggestion-response/', { params: { post_token: postToken }, silent: true });
    return data;
  } catch (error) {
    if (isAxiosError(error) && error.response?.status === 404) return null;
    throw error;
  }
}
