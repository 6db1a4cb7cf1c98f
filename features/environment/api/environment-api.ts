import { apiClient } from '@/lib/api-client';
import type { UpgradeQuote } from '@/lib/contracts/billing';
import type {
  CreateEnvironmentEvaluationBody,
  CreateEnvironmentEvaluationResponse,
  EnvironmentEvaluationResult,
  EnvironmentTier,
} from '@/lib/contracts/environment';

// spec §7 environment evaluation calls, through the one axios instance (bearer token, refresh, error toasts).

export async function createEnvironmentEvaluation(body: CreateEnvironmentEvaluationBody): Promise<CreateEnvironmentEvaluationResponse> {
  const { data } = await apiClient.post<CreateEnvironmentEvaluationResponse>('/api/houses/environmental-evaluation/', body);
  return data;
}

const UPGRADE_PATH = '/api/houses/environmental-evaluation-complementary/';

export async function upgradeEnvironmentEvaluation(body: { uuid: string; service?: number }): Promise<{ uuid: string; tier: EnvironmentTier }> {
  const { data } = await apiClient.post<{ uuid: string; tier: EnvironmentTier }>(UPGRADE_PATH, body);
  return data;
}

/** What the upgrade costs this user (silent: the upgrade's steps tell its error). */
export async function fetchEnvironmentUpgradeQuote(uuid: string): Promise<UpgradeQuote> {
  const { data } = await apiClient.get<UpgradeQuote>(UPGRADE_PATH, { params: { uuid }, silent: true });
  return data;
}

/** `silent`: a background refresh that must not toast (the page already shows the result). */
export async function fetchEnvironmentEvaluation(uuid: string, options: { silent?: boolean } = {}): Promise<EnvironmentEvaluationResult> {
  const { data } = await apiClient.get<EnvironmentEvaluationResult>(`/api/houses/environmental-evaluation/${encodeURIComponent(uuid)}`, {
    silent: options.silent,
  });
  return data;
}
