import 'server-only';

import { POSTAL_LOOKUP_UNAVAILABLE } from '@/lib/contracts/valuation';
import { NotFound, Unavailable } from '@/server/core/errors';
import { postalProvider } from '@/server/providers/postal/postal-provider';
import type { PostalAddress, PostalHouseInfo } from '@/server/providers/postal/types';

const UNKNOWN_CODE = 'اطلاعاتی برای این کد پستی پیدا نشد.';

/** GET convert-postal-code: the address of a (validated) ten-digit code through the provider adapter. */
export async function convertPostalCode(postalCode: string): Promise<PostalAddress> {
  const provider = postalProvider();
  if (!provider) throw new Unavailable(POSTAL_LOOKUP_UNAVAILABLE);
  const found = await provider.address(postalCode);
  if (!found) throw new NotFound(UNKNOWN_CODE);
  return found;
}

/** GET auto-fill: house facts for the valuation form from a (validated) ten-digit code. */
export async function autoFillByPostalCode(postalCode: string): Promise<PostalHouseInfo> {
  const provider = postalProvider();
  if (!provider) throw new Unavailable(POSTAL_LOOKUP_UNAVAILABLE);
  const found = await provider.houseInfo(postalCode);
  if (!found) throw new NotFound(UNKNOWN_CODE);
  return found;
}
