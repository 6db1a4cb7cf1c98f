import type { QueryClient } from '@tanstack/react-query';
import { forgetKeptHeights } from '@/components/ui/kept-height';
import { accountChanges } from '@/lib/auth-tokens';
import { userKeys } from './user-keys';

/**
 * The user's balance changed here (a payment verified, a credit spent, an upgrade): this tab's header chip
 * (userKeys.info) and credit views (userKeys.credits) are refetched together, and the other tabs are told to do the
 * same (useSessionSync), so no tab offers to buy credit already bought or shows a balance already spent.
 */
export function userDataChanged(client: QueryClient): Promise<void> {
  accountChanges.announce();
  // /reports and /credit-history gain a row: their remembered heights would start the next visit a row short.
  forgetKeptHeights();
  return client.invalidateQueries({ queryKey: userKeys.all });
}
