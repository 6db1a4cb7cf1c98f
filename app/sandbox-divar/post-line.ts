import { formatMoney } from '@/lib/fa/money';
import { divarCityName } from '@/server/divar/get-divar-ad';
import type { LocalPostSummary } from '@/server/providers/divar/local';
import type { AdAmount, DivarPost } from '@/server/providers/divar/types';

const amountText = (a: AdAmount) => (a === 'negotiable' ? 'توافقی' : typeof a === 'number' ? formatMoney(a) : '');

/** A fixture ad's line in the local Divar's list: its asking price and its city, in Persian (the token follows). */
export function postLine(summary: Pick<LocalPostSummary, 'city'>, post: DivarPost | null): { price: string; city: string } {
  const price = post?.category?.endsWith('-rent')
    ? [post.deposit !== null && `ودیعه ${amountText(post.deposit)}`, post.rent === 0 ? 'رهن کامل' : post.rent !== null && `اجاره ${amountText(post.rent)}`]
        .filter(Boolean)
        .join('، ')
    : amountText(post?.price ?? null);
  return { price: price || 'بدون قیمت', city: divarCityName(summary.city) ?? summary.city };
}
