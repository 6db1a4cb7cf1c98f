import type { ValuationComparable, ValuationKind } from '@/lib/contracts/valuation';
import { toPersianDigits } from '@/lib/fa/digits';
import { formatJalaliMonth } from '@/lib/fa/jalali';
import { formatMoney } from '@/lib/fa/money';
import { formatDecimal } from '@/lib/fa/number';
import hidden from '@/components/ui/visually-hidden.module.css';
import r from '@/features/shared/result/result.module.css';
import s from './valuation.module.css';
import { perM2Words } from './listing-counts';

const yesNo = (v: boolean | null) => (v === null ? '—' : v ? 'دارد' : 'ندارد');
const num = (v: number | null) => (v === null ? '—' : toPersianDigits(v));

/** Similar listings behind the estimate, with their asking figures and the value brought to the price date. */
export function ComparablesTable({ rows, kind }: { rows: ValuationComparable[]; kind: ValuationKind }) {
  if (rows.length === 0) return <p className={r.muted}>آگهی مشابهی برای نمایش وجود ندارد.</p>;
  // Distances exist only when the estimate was pinned on the map and the listing had coordinates (many listings
  // have none); a column of dashes says nothing, and the neighbourhood column already places every listing.
  const showDistance = rows.some((c) => c.distance_km !== null);
  // With the column shown the flat was pinned, so a dash is a listing without a point: said once under the table.
  const someUnpinned = showDistance && rows.some((c) => c.distance_km === null);
  // Prices come right after the place and size: on a phone they are what shows before any sideways scroll. The
  // value brought to the price date comes first, as it is the figure to set beside the estimate: a 1401 asking price
  // seen alone next to today's estimate (۱۲ beside ۳۲ میلیارد) reads as a contradiction. The asking figures follow
  // with their month. An amount never splits from its unit on screen ("۶۵۰ میلیون" / "تومان" reads as two figures).
  return (
    <>
      {/* Below lg the card is narrower than its full 1018px and the table may not fit it. */}
      <span className={`${r.muted} ${r.caption} ${s.scrollHint}`} data-testid="comparables-scroll-hint">
        برای دیدن همهٔ ستون‌ها، جدول را به پهلو بکشید.
      </span>
      {/* Scrolls sideways on phones and narrow windows: a focusable region, so the keyboard can scroll it too
          (WCAG 2.1.1); its label names the table inside. */}
      <div className={s.tableScroll} tabIndex={0} role="region" aria-label="آگهی‌های مشابه">
        <table className={s.table} data-testid="comparables-table">
          {/* Read by screen readers before the rows; the section heading already says it to everyone else. */}
          <caption className={hidden.visuallyHidden}>{`${toPersianDigits(rows.length)} آگهی مشابه، به ترتیب شباهت به این ملک`}</caption>
          <thead>
            <tr>
              <th>محله</th>
              <th>متراژ</th>
              <th>ارزش به تاریخ برآورد</th>
              <th>{kind === 'sale' ? 'قیمت آگهی' : 'ودیعه / اجاره'}</th>
              <th>ماه آگهی</th>
              {/* At the listing's month, like the asking figures beside it: next to today's estimate per m² an unnamed
                  1401 figure read as a fourfold contradiction. */}
              <th>{`${perM2Words(kind)} (زمان آگهی)`}</th>
              <th>سال ساخت</th>
              <th>اتاق</th>
              <th>طبقه</th>
              <th>آسانسور</th>
              <th>پارکینگ</th>
              {showDistance && <th>فاصله</th>}
            </tr>
          </thead>
          <tbody>
            {rows.map((c, i) => (
              <tr key={i} data-testid="comparable-row">
                <td>{c.neighbourhood.name_fa}</td>
                <td>{toPersianDigits(c.area)}</td>
                <td className={s.nowrap}>{formatMoney(c.adjusted_to_price_date)}</td>
                {kind === 'sale' ? (
                  <td className={s.nowrap}>{c.asking_price !== undefined ? formatMoney(c.asking_price) : '—'}</td>
                ) : (
                  // The widest cell: on a phone it stays one line (the table scrolls anyway); on a desktop the rent
                  // may go under the deposit, after the slash, so the table fits its card.
                  <td className={s.rentCell}>
                    <span className={s.nowrap}>{`${formatMoney(c.deposit ?? 0)} /`}</span>{' '}
                    {/* A full-deposit listing has no rent to show: «رهن کامل», not «۰ تومان». */}
                    <span className={s.nowrap}>{c.monthly_rent ? formatMoney(c.monthly_rent) : 'رهن کامل'}</span>
                  </td>
                )}
                <td className={s.nowrap}>{formatJalaliMonth(c.listing_month)}</td>
                <td className={s.nowrap}>{formatMoney(c.price_per_m2)}</td>
                <td>{num(c.build_year)}</td>
                <td>{num(c.rooms)}</td>
                <td>{num(c.floor)}</td>
                <td>{yesNo(c.elevator)}</td>
                <td>{yesNo(c.parking)}</td>
                {showDistance && <td className={s.nowrap}>{c.distance_km === null ? '—' : `${formatDecimal(c.distance_km, 1)} کیلومتر`}</td>}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {someUnpinned && (
        <p className={`${r.muted} ${r.caption} ${r.noteBelow}`} data-testid="comparables-distance-note">
          «—» در ستون فاصله: آن آگهی موقعیتی روی نقشه نداشت؛ محلهٔ آن در ستون «محله» آمده است.
        </p>
      )}
    </>
  );
}
