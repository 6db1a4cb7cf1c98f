import lean from '@/components/ui/lean.module.css';
import type { DivarAd, DivarAsking } from '@/lib/contracts/divar';
import { toPersianDigits } from '@/lib/fa/digits';
import { formatMoney } from '@/lib/fa/money';
import { formatNumber } from '@/lib/fa/number';

/**
 * The ad's asking price in words: «۱۸٫۵ میلیارد تومان», «توافقی», or a rent's deposit and monthly rent. `negotiable`:
 * whether a missing price is «توافقی» in the ad or not given at all (unknown: both are said).
 */
export function askingText(asking: DivarAsking | null, negotiable?: boolean): string {
  if (!asking) return negotiable === undefined ? 'توافقی یا ذکر نشده' : negotiable ? 'توافقی' : 'ذکر نشده';
  if ('total' in asking) return formatMoney(asking.total);
  const deposit = asking.deposit === null ? 'ودیعه توافقی' : `ودیعه ${formatMoney(asking.deposit)}`;
  const rent = asking.rent === null ? 'اجاره توافقی' : asking.rent === 0 ? 'رهن کامل' : `اجارهٔ ماهانه ${formatMoney(asking.rent)}`;
  return `${deposit}، ${rent}`;
}

/** The Divar ad the page is about, as the user knows it: its title, place, price and main facts. */
export function AdSummary({ ad, headingLevel = 2 }: { ad: DivarAd & { asking_negotiable?: boolean }; headingLevel?: 1 | 2 }) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const place = [ad.neighbourhood?.name, ad.district_name && toPersianDigits(ad.district_name), ad.city_name].filter(Boolean).join('، ');
  const facts: Array<[string, string]> = [
    ['قیمت آگهی', askingText(ad.asking, ad.asking_negotiable)],
    ...(ad.area !== null ? ([['متراژ', `${formatNumber(ad.area)} متر`]] as Array<[string, string]>) : []),
    ...(ad.rooms !== null ? ([['اتاق', toPersianDigits(ad.rooms)]] as Array<[string, string]>) : []),
    ...(ad.build_year !== null ? ([['سال ساخت', toPersianDigits(ad.build_year)]] as Array<[string, string]>) : []),
  ];
  return (
    <section className={lean.card} aria-label="آگهی دیوار" data-testid="divar-ad-summary">
      <p className={lean.muted}>آگهی دیوار</p>
      <Heading className={headingLevel === 1 ? lean.title : lean.heading}>{ad.title ?? 'آگهی بدون عنوان'}</Heading>
      {place && <p className={lean.muted}>{place}</p>}
      <dl className={lean.facts}>
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
