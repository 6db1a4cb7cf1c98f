import { isAxiosError } from 'axios';
import { apiClient } from '@/lib/api-client';
import type { ContactMessageInput, ContactMessageResponse } from '@/lib/contracts/contact';

export const CONTACT_URL = '/api/contact/';

/** Errors toast through the api client's catalogue (network failure, 429…); field errors are also shown inline. */
export async function sendContactMessage(input: ContactMessageInput): Promise<ContactMessageResponse> {
  const { data } = await apiClient.post<ContactMessageResponse>(CONTACT_URL, input);
  return data;
}

/** The first message the server gave each field of a refused message (400), by field name. */
export function fieldErrors(error: unknown): Partial<Record<keyof ContactMessageInput, string>> {
  if (!isAxiosError(error) || error.response?.status !== 400 || !error.response.data || typeof error.response.data !== 'object') return {};
  const found: Partial<Record<keyof ContactMessageInput, string>> = {};
  for (const [field, messages] of Object.entries(error.response.data as Record<string, unknown>)) {
    if (Array.isArray(messages) && typeof messages[0] === 'string') found[field as keyof ContactMessageInput] = messages[0];
  }
  return found;
}
