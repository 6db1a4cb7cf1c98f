import type { ValuationKind } from '@/lib/contracts/valuation';
import { formatNumber } from '@/lib/fa/number';

const PER_M2_WORDS: Record<'short' | 'long', Record<ValuationKind, string>> = {
  short: { sale: 'هر متر', rent: 'رهن کامل هر متر' },
  long: { sale: 'قیمت هر متر مربع', rent: 'رهن کامل هر متر مربع' },
};

/**
 * What a per-m² figure of the valuation is: for rent the full-deposit equivalent (deposit + rent / rate) per m², not a
 * monthly rent, so it says «رهن کامل». `short` beside a label in brackets or a column head, `long` where it stands
 * alone (the headline, the distribution's axis and caption). The one place these words are written.
 */
export function perM2Words(kind: ValuationKind, length: 'short' | 'long' = 'short'): string {
  return PER_M2_WORDS[length][kind];
}

/**
 * Under the neighbourhood's distribution. Its statistics count every plausible listing of the neighbourhood
 * (`neighbourhood_stats.listings`); the estimate rests on those the model kept (`data_points`, the headline's «بر
 * پایهٔ … آگهی»), the others being the ones it dropped as mispriced. Both counts are named so they do not contradict.
 */
export function neighbourhoodListingsCaption(kind: ValuationKind, statsListings: number, modelListings: number): string {
  const dropped = statsListings - modelListings;
  const counts =
    dropped > 0 && modelListings > 0
      ? `همهٔ ${formatNumber(statsListings)} آگهی محله (برآورد بر پایهٔ ${formatNumber(modelListings)} آگهی است؛ مدل ${formatNumber(dropped)} آگهی دیگر را که قیمتشان با مشخصاتشان جور درنمی‌آمد کنار گذاشت)`
      : `${formatNumber(statsListings)} آگهی محله`;
  return `توزیع ${perM2Words(kind, 'long')} در ${counts}؛ ستون نارنجی بازهٔ این ملک است.`;
}
