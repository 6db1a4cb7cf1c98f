import { apiClient } from '@/lib/api-client';
import type { UpgradeQuote } from '@/lib/contracts/billing';
import type {
  CreateValuationBodyInput,
  CreateValuationResponse,
  UpgradeValuationResponse,
  ValuationKind,
  ValuationResult,
} from '@/lib/contracts/valuation';

// spec §7 valuation calls, through the one axios instance (bearer token, refresh, spec §8 error toasts).

const CREATE_PATH: Record<ValuationKind, string> = { sale: '/api/houses/price-suggestion/', rent: '/api/houses/rental-evaluation/' };
const RESULT_PATH: Record<ValuationKind, string> = { sale: '/api/houses/price-suggestion-response/', rent: '/api/houses/rental-evaluation/' };
const UPGRADE_PATH: Record<ValuationKind, string> = {
  sale: '/api/houses/price-suggestion-complementary/',
  rent: '/api/houses/rental-evaluation-complementary/',
};

export { RESULT_PAGE } from '../result-pages';

export async function createValuation(kind: ValuationKind, body: CreateValuationBodyInput): Promise<CreateValuationResponse> {
  const { data } = await apiClient.post<CreateValuationResponse>(CREATE_PATH[kind], body);
  return data;
}

export async function upgradeValuation(kind: ValuationKind, body: { uuid: string; service?: number }): Promise<UpgradeValuationResponse> {
  const { data } = await apiClient.post<UpgradeValuationResponse>(UPGRADE_PATH[kind], body);
  return data;
}

/** What the upgrade costs this user (silent: the upgrade's steps tell its error). */
export async function fetchValuationUpgradeQuote(kind: ValuationKind, uuid: string): Promise<UpgradeQuote> {
  const { data } = await apiClient.get<UpgradeQuote>(UPGRADE_PATH[kind], { params: { uuid }, silent: true });
  return data;
}

/** `silent`: a background refresh that must not toast (the page already shows the result). */
export async function fetchValuation(kind: ValuationKind, uuid: string, options: { silent?: boolean } = {}): Promise<ValuationResult> {
  const { data } = await apiClient.get<ValuationResult>(`${RESULT_PATH[kind]}${encodeURIComponent(uuid)}`, { silent: options.silent });
  return data;
}
