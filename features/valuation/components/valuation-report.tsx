import { LazyPlaceMap } from '@/features/shared/place/lazy-place-map';
import { WhenVisible } from '@/features/shared/place/when-visible';
import { ResultSection } from '@/features/shared/result/result-section';
import { UpgradeOffer } from '@/features/shared/result/upgrade-offer';
import r from '@/features/shared/result/result.module.css';
import type { ModelAccuracy, ValuationResult } from '@/lib/contracts/valuation';
import { UNREAD_INPUT_WORDS } from '@/lib/contracts/valuation-constants';
import { toPersianDigits } from '@/lib/fa/digits';
import { formatMoney } from '@/lib/fa/money';
import { formatNumber } from '@/lib/fa/number';
import { AccuracyNote } from './accuracy-note';
import { ComparablesTable } from './comparables-table';
import { DistributionChart } from './distribution-chart';
import { DriversList } from './drivers-list';
import { comparablesDifferenceNote, comparablesOriginNote, missingStatsText, olderFlatText, smallerFlatText, thinSupportText } from './estimate-basis';
import { RangeBar } from './range-bar';
import { neighbourhoodListingsCaption, perM2Words } from './listing-counts';
import { rangeNoteText } from './range-reason';
import { RentSlider } from './rent-slider';
import { TrendCaption } from './trend-caption';
import { TrendChart } from './trend-chart';
import { WHAT_IF_NOTE, WHAT_IF_TITLE, whatIfLine } from './what-if';
import s from './valuation.module.css';

/**
 * The sections of a valuation report below its headline (spec §2 /price-result and /rent-price-evaluation-result),
 * rendered on the server: the 80 % range, the rent mix, the drivers and the district's trend, the comparables, the
 * neighbourhood's prices, the map and the inputs, and the model's accuracy. `deposit` is the rent page's query
 * parameter the slider starts at (RentSlider, depositFromParam). The Divar visitor's result
 * (/divar/price/visitor/uuid=…) shows the same sections under its own headline.
 */
export function ValuationReportSections({ v, accuracy, deposit }: { v: ValuationResult; accuracy: ModelAccuracy | null; deposit?: string }) {
  const extended = v.tier === 'complementary';
  const e = v.estimate;
  const headline = v.kind === 'sale' ? v.estimate.total : v.estimate.full_deposit;
  const stats = v.neighbourhood_stats;
  const originNote = comparablesOriginNote(v.comparables, v.place.neighbourhood.id, v.data_points);
  // Reports stored before the what-if figures lack them (null from the server, absent in an old cached object).
  const whatIf = v.what_if && v.what_if.length > 0 ? v.what_if : null;
  // Inputs the model did not read for this flat, marked in «مشخصات واردشده» (none in reports stored before the field).
  const unread = new Set(v.unread_inputs ?? []);
  const differenceNote = comparablesDifferenceNote(v.inputs, v.comparables, e.per_m2, v.drivers, whatIf && { items: whatIf, estimate: headline });
  const supportNote = thinSupportText(v.kind, v.inputs, v.data_support);
  const olderNote = olderFlatText(v.data_support);
  const smallerNote = smallerFlatText(v.data_support);

  return (
    <>
      <ResultSection title="بازهٔ قیمت (۸۰ درصد اطمینان)" testId="range-section">
        <RangeBar low={e.low} high={e.high} value={headline} />
        {/* The 80 % was measured on flats like the model's listings: for one unlike them the note below says so instead. */}
        {supportNote ? null : (
          <p className={`${r.muted} ${r.small} ${r.noteBelow}`} data-testid="range-note">
            {rangeNoteText(v.data_points, v.data_support, v.kind)}
          </p>
        )}
        {supportNote && (
          <p className={`${r.alert} ${r.alertWarning}`} style={{ marginTop: 8 }} data-testid="data-support-note">
            {supportNote}
          </p>
        )}
        {olderNote && (
          <p className={`${r.alert} ${r.alertWarning}`} style={{ marginTop: 8 }} data-testid="older-flat-note">
            {olderNote}
          </p>
        )}
        {smallerNote && (
          <p className={`${r.alert} ${r.alertWarning}`} style={{ marginTop: 8 }} data-testid="smaller-flat-note">
            {smallerNote}
          </p>
        )}
      </ResultSection>

      {v.kind === 'rent' && (
        <ResultSection title="ترکیب ودیعه و اجاره" testId="rent-section">
          <RentSlider fullDeposit={v.estimate.full_deposit} rate={v.estimate.conversion_rate} initialDeposit={deposit} />
        </ResultSection>
      )}

      <div className={r.two}>
        <ResultSection title="عوامل اثرگذار بر قیمت" testId="drivers-section">
          <DriversList
            drivers={v.drivers}
            missing={new Set((['parking', 'elevator', 'storage'] as const).filter((k) => v.inputs[k] === false))}
            baseline={v.drivers_baseline}
            estimate={headline}
            total={v.drivers_total}
            kind={v.kind}
            area={v.inputs.area}
            priceIndex={v.price_index}
            whatIfShown={whatIf !== null}
          />
          {!extended && v.drivers_total > v.drivers.length && (
            <p className={`${r.muted} ${r.caption}`} data-print-hide data-testid="drivers-caption">
              {toPersianDigits(v.drivers.length)} عامل مهم‌تر از {toPersianDigits(v.drivers_total)} عامل
              {/* Pointed to only where this viewer can buy it. */}
              <UpgradeOffer initial={v.can_upgrade}>؛ فهرست کامل در گزارش تکمیلی</UpgradeOffer>.
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

      {whatIf && (
        <ResultSection title={WHAT_IF_TITLE} testId="what-if-section">
          <ul className={s.whatIf}>
            {whatIf.map((w) => (
              <li key={w.feature} data-testid="what-if">
                {whatIfLine(w, headline, v.kind)}
              </li>
            ))}
          </ul>
          <p className={`${r.muted} ${r.caption} ${r.noteBelow}`} data-testid="what-if-note">
            {WHAT_IF_NOTE}
          </p>
        </ResultSection>
      )}

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
        {differenceNote && (
          <p className={`${r.muted} ${r.small}`} style={{ marginBottom: 8 }} data-testid="comparables-difference">
            {differenceNote}
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
                  <p className={`${r.muted} ${r.caption}`}>
                    {label} ({perM2Words(v.kind)})
                  </p>
                  <p className={s.quartileValue}>{formatMoney(value)}</p>
                </div>
              ))}
            </div>
            {extended && stats.histogram ? (
              <div data-testid="distribution-chart">
                <DistributionChart edges={stats.histogram.edges} counts={stats.histogram.counts} value={e.per_m2} kind={v.kind} />
                <p className={`${r.muted} ${r.caption}`} data-testid="distribution-caption">
                  {neighbourhoodListingsCaption(v.kind, stats.listings, v.data_points)}
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
        <ResultSection title="محل ملک" testId="result-map" printOnlyWithMap>
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
          {v.inputs.total_floors !== null && ` از ${toPersianDigits(v.inputs.total_floors)}`}
          {v.inputs.total_floors !== null && unread.has('total_floors') && ` (تعداد طبقات ${UNREAD_INPUT_WORDS})`}، آسانسور{' '}
          {v.inputs.elevator ? 'دارد' : 'ندارد'}، پارکینگ {v.inputs.parking ? 'دارد' : 'ندارد'}، انباری {v.inputs.storage ? 'دارد' : 'ندارد'}
          {unread.has('storage') && ` (${UNREAD_INPUT_WORDS})`}
        </p>
      </ResultSection>

      <AccuracyNote accuracy={accuracy} kind={v.kind} />
    </>
  );
}
