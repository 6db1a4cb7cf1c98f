import { apiClient } from '@/lib/api-client';
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

export async function upgradeEnvironmentEvaluation(body: { uuid: string; service?: number }): Promise<{ uuid: string; tier: EnvironmentTier }> {
  const { data } = await apiClient.post<{ uuid: string; tier: EnvironmentTier }>('/api/houses/environmental-evaluation-complementary/', body);
  return data;
}

/** `silent`: a background refresh that must not toast (the page already shows the result). */
export async function fetchEnvironmentEvaluation(uuid: string, options: { silent?: boolean } = {}): Promise<EnvironmentEvaluationResult> {
  const { data } = await apiClient.get<EnvironmentEvaluationResult>(`/api/houses/environmental-evaluation/${encodeURIComponent(uuid)}`, {
    silent: options.silent,
  });
  return data;
}
