import 'server-only';

import { POSTAL_LOOKUP_UNAVAILABLE } from '@/lib/contracts/valuation';
import { NotFound, Unavailable } from '@/server/core/errors';
import { postalProvider } from '@/server/providers/postal/postal-provider';
import type { PostalAddress, PostalProvider } from '@/server/providers/postal/types';

const UNKNOWN_CODE = 'اطلاعاتی برای این کد پستی پیدا نشد.';

/** Asks the configured postal provider (503 while there is none), 404 when it knows nothing of the code. */
async function lookUp<T>(ask: (provider: PostalProvider) => Promise<T | null>): Promise<T> {
  const provider = postalProvider();
  if (!provider) throw new Unavailable(POSTAL_LOOKUP_UNAVAILABLE);
  const found = await ask(provider);
  if (!found) throw new NotFound(UNKNOWN_CODE);
  return found;
}

/** GET convert-postal-code: the address of a (validated) ten-digit code through the provider adapter. */
export const convertPostalCode = (postalCode: string): Promise<PostalAddress> => lookUp((p) => p.address(postalCode));

/** GET auto-fill: house facts for the valuation form from a (validated) ten-digit code. */
export const autoFillByPostalCode = (postalCode: string) => lookUp((p) => p.houseInfo(postalCode));
