import { apiClient } from '@/lib/api-client';
import type { ContactMessageInput, ContactMessageResponse } from '@/lib/contracts/contact';

export const CONTACT_URL = '/api/contact/';

/** Errors toast through the api client's catalogue (network failure, 429…); field errors are also shown inline. */
export async function sendContactMessage(input: ContactMessageInput): Promise<ContactMessageResponse> {
  const { data } = await apiClient.post<ContactMessageResponse>(CONTACT_URL, input);
  return data;
}
