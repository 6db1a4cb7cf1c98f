import NextLink from 'next/link';
import { LazyPlaceMap } from '@/features/shared/place/lazy-place-map';
import { WhenVisible } from '@/features/shared/place/when-visible';
import { ResultSection } from '@/features/shared/result/result-section';
import { UpgradeOffer } from '@/features/shared/result/upgrade-offer';
import r from '@/features/shared/result/result.module.css';
import {
  CONFIDENCE_LABEL,
  VALUATION_FAMILY,
  type ModelAccuracy,
  type ValuationConfidence,
  type ValuationKind,
  type ValuationResult,
} from '@/lib/contracts/valuation';
import { toPersianDigits } from '@/lib/fa/digits';
import { formatJalaliLong, formatJalaliMonth } from '@/lib/fa/jalali';
import { formatMoney } from '@/lib/fa/money';
import { formatNumber } from '@/lib/fa/number';
import { AccuracyNote } from './accuracy-note';
import { ComparablesTable } from './comparables-table';
import { DistributionChart } from './distribution-chart';
import { DriversList } from './drivers-list';
import { PriceDateNote } from './price-date-note';
import { comparablesOriginNote, estimateBasis, missingStatsText } from './estimate-basis';
import { RangeBar } from './range-bar';
import { RentSlider } from './rent-slider';
import { TrendCaption } from './trend-caption';
import { TrendChart } from './trend-chart';
import { ValuationActions } from './valuation-actions';
import s from './valuation.module.css';

const CONFIDENCE_TONE: Record<ValuationConfidence, string> = { high: r.success, medium: r.info, low: r.warning };
const TITLE: Record<ValuationKind, string> = { sale: 'قیمت‌گذاری خرید و فروش', rent: 'ارزیابی رهن و اجاره' };

export interface ValuationResultProps {
  result: ValuationResult;
  accuracy: ModelAccuracy | null;
  /** spec §2 `state` query parameter, carried through links and the gateway's return. */
  state?: string;
}

/**
 * spec §2 /price-result and /rent-price-evaluation-result, rendered on the server: the report is markup, charts
 * included; the upgrade, print and share buttons, the rent slider, the charts' keys and the map are small client
 * islands. After an upgrade the page is rendered again with the extended report.
 */
export function ValuationResultView({ result: v, accuracy, state }: ValuationResultProps) {
  const extended = v.tier === 'complementary';
  const newHref = state ? `/price?state=${encodeURIComponent(state)}` : '/price';
  const e = v.estimate;
  const headline = v.kind === 'sale' ? v.estimate.total : v.estimate.full_deposit;
  const stats = v.neighbourhood_stats;
  const originNote = comparablesOriginNote(v.comparables, v.place.neighbourhood.id, v.data_points);
  const priceMonth = formatJalaliMonth(v.price_date);

  return (
    <div className={`${r.page} ${r.stack}`} data-testid="valuation-result" data-tier={v.tier} data-kind={v.kind}>
      <div className={r.card}>
        <div className={r.header}>
          <div className={r.headerMain}>
            <h1 className={r.title}>
              {TITLE[v.kind]}: {v.place.neighbourhood.name}
            </h1>
            <p className={r.muted}>
              {v.place.city}، {toPersianDigits(v.place.district_name)}، {formatNumber(v.inputs.area)} متر مربع؛ گزارش {formatJalaliLong(v.created_at)}
            </p>

            <div>
              {/* The report's own date sits above; this says which month's prices the figure is in. */}
              <p className={`${r.muted} ${r.small}`} data-testid="estimate-heading">
                {v.kind === 'sale' ? 'قیمت برآوردی کل' : 'ارزش اجاره به صورت رهن کامل'}، به قیمت {priceMonth}
              </p>
              <p className={r.figure} data-testid="estimate-total" data-value={headline}>
                {formatMoney(headline)}
              </p>
              <p className={r.p} data-testid="estimate-per-m2">
                هر متر مربع: <b>{formatMoney(e.per_m2)}</b>
                {v.kind === 'rent' && (
                  <>
                    ؛ بدون ودیعه: <b>{formatMoney(v.estimate.monthly_rent_without_deposit)}</b> در ماه
                  </>
                )}
              </p>
            </div>

            <div className={r.chips}>
              <span className={`${r.chip} ${CONFIDENCE_TONE[e.confidence]}`} data-testid="confidence-chip">
                {CONFIDENCE_LABEL[e.confidence]}
              </span>
              <span className={`${r.chip} ${r.outlined}`} data-testid="price-date">
                قیمت به تاریخ {priceMonth}
              </span>
              <span className={`${r.chip} ${r.outlined}`} data-testid="tier-chip">
                {extended ? 'گزارش تکمیلی' : 'گزارش پایه'}
              </span>
            </div>
            <p className={`${r.muted} ${r.caption}`} data-testid="estimate-label">
              {v.label}؛ {estimateBasis(v.data_points)}
            </p>
            {v.price_index && <PriceDateNote kind={v.kind} index={v.price_index} />}
          </div>

          <div className={r.actions} data-print-hide>
            <ValuationActions
              kind={v.kind}
              uuid={v.uuid}
              base={v.tier === 'base'}
              canUpgrade={v.can_upgrade}
              category={VALUATION_FAMILY[v.kind]}
              state={state}
            />
            <NextLink href={newHref} prefetch={false} className={r.button}>
              قیمت‌گذاری ملکی دیگر
            </NextLink>
          </div>
        </div>
      </div>

      <ResultSection title="بازهٔ قیمت (۸۰ درصد اطمینان)" testId="range-section">
        <RangeBar low={e.low} high={e.high} value={headline} />
        <p className={`${r.muted} ${r.small}`} style={{ marginTop: 12, lineHeight: 2 }}>
          با احتمال حدود ۸۰٪ ارزش ملک در این بازه است؛ هرچه آگهی‌های مشابه محله بیشتر باشد، بازه باریک‌تر و اطمینان بیشتر است.
        </p>
      </ResultSection>

      {v.kind === 'rent' && (
        <ResultSection title="ترکیب ودیعه و اجاره" testId="rent-section">
          <RentSlider fullDeposit={v.estimate.full_deposit} rate={v.estimate.conversion_rate} />
        </ResultSection>
      )}

      <div className={r.two}>
        <ResultSection title="عوامل اثرگذار بر قیمت" testId="drivers-section">
          <DriversList drivers={v.drivers} />
          {!extended && v.drivers_total > v.drivers.length && (
            <p className={`${r.muted} ${r.caption}`} data-print-hide>
              {toPersianDigits(v.drivers.length)} عامل مهم‌تر از {toPersianDigits(v.drivers_total)} عامل؛ فهرست کامل در گزارش تکمیلی.
            </p>
          )}
        </ResultSection>
        <ResultSection title={`روند قیمت ${v.kind === 'rent' ? 'خرید ' : ''}هر متر مربع در ${toPersianDigits(v.place.district_name)}`} testId="trend-section">
          {v.district_trend.length > 1 ? (
            <TrendChart points={v.district_trend} />
          ) : (
            <p className={r.muted}>دادهٔ روند قیمت برای این منطقه در دسترس نیست.</p>
          )}
          <TrendCaption trend={v.district_trend} priceDate={v.price_date} neighbourhoodListings={v.data_points} />
        </ResultSection>
      </div>

      <ResultSection
        title="آگهی‌های مشابه"
        testId="comparables-section"
        action={
          <p className={`${r.muted} ${r.small}`}>
            {toPersianDigits(v.comparables.length)} آگهی از {toPersianDigits(v.comparables_total)}
          </p>
        }
      >
        {originNote && (
          <p className={`${r.muted} ${r.small}`} style={{ marginBottom: 8 }} data-testid="comparables-origin">
            {originNote}
          </p>
        )}
        <ComparablesTable rows={v.comparables} kind={v.kind} />
      </ResultSection>

      <ResultSection title={`قیمت‌ها در محلهٔ ${v.place.neighbourhood.name}`} testId="neighbourhood-section">
        {!stats ? (
          <p className={r.muted}>{missingStatsText(v.data_points)}</p>
        ) : (
          <>
            <div className={s.quartiles}>
              {(
                [
                  ['ارزان‌ترین ربع', stats.p25],
                  ['میانه', stats.median],
                  ['گران‌ترین ربع', stats.p75],
                  ['این ملک', e.per_m2],
                ] as const
              ).map(([label, value]) => (
                <div key={label} className={s.quartile}>
                  <p className={`${r.muted} ${r.caption}`}>{label} (هر متر)</p>
                  <p className={s.quartileValue}>{formatMoney(value)}</p>
                </div>
              ))}
            </div>
            {extended && stats.histogram ? (
              <div data-testid="distribution-chart">
                <DistributionChart edges={stats.histogram.edges} counts={stats.histogram.counts} value={e.per_m2} />
                <p className={`${r.muted} ${r.caption}`}>
                  توزیع قیمت هر متر مربع در {formatNumber(stats.listings)} آگهی محله؛ ستون نارنجی بازهٔ این ملک است.
                </p>
              </div>
            ) : (
              !extended && (
                <UpgradeOffer initial={v.can_upgrade}>
                  <p className={`${r.alert} ${r.alertInfo}`} data-print-hide>
                    گزارش تکمیلی توزیع کامل قیمت‌های محله، همهٔ عوامل اثرگذار، {toPersianDigits(v.comparables_total)} آگهی مشابه، روند کامل منطقه و نسخهٔ قابل چاپ را
                    نشان می‌دهد.
                  </p>
                </UpgradeOffer>
              )
            )}
          </>
        )}
      </ResultSection>

      {v.place.latitude !== null && v.place.longitude !== null && (
        <ResultSection title="محل ملک" testId="result-map">
          <div className={r.mapBox}>
            <WhenVisible label="نمایش محل ملک روی نقشه">
              <LazyPlaceMap value={{ latitude: v.place.latitude, longitude: v.place.longitude }} />
            </WhenVisible>
          </div>
        </ResultSection>
      )}

      <ResultSection title="مشخصات واردشده" testId="inputs-section">
        <p className={r.p} style={{ lineHeight: 2.2 }}>
          {formatNumber(v.inputs.area)} متر مربع، {toPersianDigits(v.inputs.rooms)} اتاق، ساخت {toPersianDigits(v.inputs.build_year)}، طبقهٔ{' '}
          {toPersianDigits(v.inputs.floor)}
          {v.inputs.total_floors !== null && ` از ${toPersianDigits(v.inputs.total_floors)}`}، آسانسور {v.inputs.elevator ? 'دارد' : 'ندارد'}، پارکینگ{' '}
          {v.inputs.parking ? 'دارد' : 'ندارد'}، انباری {v.inputs.storage ? 'دارد' : 'ندارد'}
        </p>
      </ResultSection>

      <AccuracyNote accuracy={accuracy} kind={v.kind} />
    </div>
  );
}
