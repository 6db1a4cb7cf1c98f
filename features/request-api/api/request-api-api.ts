import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { ApiKeySummary, ApiUsageDay, CreatedApiKey, CreateApiKeyInput } from '@/lib/contracts/request-api';

// The request-api page's calls (signed in): the user's API keys and their usage. Errors toast through the client.

export const requestApiKeys = {
  all: ['request-api'] as const,
  keys: () => [...requestApiKeys.all, 'keys'] as const,
  usage: () => [...requestApiKeys.all, 'usage'] as const,
};

export const apiKeysQueryOptions = () =>
  queryOptions({ queryKey: requestApiKeys.keys(), queryFn: async () => (await apiClient.get<ApiKeySummary[]>('/api/api-keys/')).data });

export const apiUsageQueryOptions = () =>
  queryOptions({ queryKey: requestApiKeys.usage(), queryFn: async () => (await apiClient.get<ApiUsageDay[]>('/api/api-keys/usage/')).data });

export async function createApiKey(input: CreateApiKeyInput): Promise<CreatedApiKey> {
  return (await apiClient.post<CreatedApiKey>('/api/api-keys/', input)).data;
}

export async function revokeApiKey(id: string): Promise<ApiKeySummary> {
  return (await apiClient.delete<ApiKeySummary>(`/api/api-keys/${id}/`)).data;
}
