import { apiClient } from '@/lib/api-client';
import type {
  CreateLocationSuggestionBody,
  CreateRentSuggestionBody,
  CreateSuggestionResponse,
  SuggestionKind,
} from '@/lib/contracts/suggestion';

// spec §7 location-suggestion and rent-suggestion calls, through the one axios instance (bearer token, refresh, toasts).

const PATH: Record<SuggestionKind, string> = {
  buy: '/api/houses/location-suggestion/',
  rent: '/api/houses/rent-suggestion/',
};

export async function createSuggestion(kind: 'buy', body: CreateLocationSuggestionBody): Promise<CreateSuggestionResponse>;
export async function createSuggestion(kind: 'rent', body: CreateRentSuggestionBody): Promise<CreateSuggestionResponse>;
export async function createSuggestion(kind: SuggestionKind, body: CreateLocationSuggestionBody | CreateRentSuggestionBody): Promise<CreateSuggestionResponse> {
  const { data } = await apiClient.post<CreateSuggestionResponse>(PATH[kind], body);
  return data;
}
