'use client';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import dynamic from 'next/dynamic';
import NextLink from 'next/link';
import { useCallback } from 'react';
import { LazyPlaceMap } from '@/features/shared/place/lazy-place-map';
import { useResultUpgrade } from '@/features/shared/result/use-result-upgrade';
import { ResultSection } from '@/features/shared/result/result-section';
import { ResultPrintStyles } from '@/features/shared/result/result-print-styles';
import { ResultLoadError, ResultSkeleton } from '@/features/shared/result/result-states';
import { UpgradeOrPrintButton } from '@/features/shared/result/upgrade-or-print-button';
import { shareCurrentPage } from '@/features/shared/result/share-current-page';
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
import { fetchValuation, upgradeValuation, valuationResultQueryOptions } from '../api/valuation-api';
import { valuationKeys } from '../api/valuation-keys';
import { AccuracyNote } from './accuracy-note';
import { DriversList } from './drivers-list';
import { TrendCaption } from './trend-caption';
import { ComparablesTable } from './comparables-table';
import { comparablesOriginNote, estimateBasis, missingStatsText } from './estimate-basis';
import { RangeBar } from './range-bar';
import { RentSlider } from './rent-slider';

const chartLoading = () => <Skeleton variant="rounded" height={260} />;
const TrendChart = dynamic(() => import('./trend-chart'), { ssr: false, loading: chartLoading });
const DistributionChart = dynamic(() => import('./distribution-chart'), { ssr: false, loading: chartLoading });

const CONFIDENCE_COLOR: Record<ValuationConfidence, 'success' | 'info' | 'warning'> = { high: 'success', medium: 'info', low: 'warning' };
const TITLE: Record<ValuationKind, string> = { sale: 'قیمت‌گذاری خرید و فروش', rent: 'ارزیابی رهن و اجاره' };

export interface ValuationResultProps {
  kind: ValuationKind;
  uuid: string;
  accuracy: ModelAccuracy | null;
  /** spec §2 `state` query parameter, carried through links and the gateway's return. */
  state?: string;
}

/** spec §2 /price-result and /rent-price-evaluation-result. */
export function ValuationResultView({ kind, uuid, accuracy, state }: ValuationResultProps) {
  const query = useQuery(valuationResultQueryOptions(kind, uuid));
  if (query.isPending) return <ResultSkeleton headerHeight={200} bodyHeight={320} />;
  if (query.isError) {
    return <ResultLoadError onRetry={() => void query.refetch()}>نتیجهٔ قیمت‌گذاری بارگذاری نشد. لطفاً دوباره تلاش کنید.</ResultLoadError>;
  }
  return <ResultView r={query.data} accuracy={accuracy} state={state} />;
}

const isComplementary = (fresh: ValuationResult) => fresh.tier === 'complementary';

function ResultView({ r, accuracy, state }: { r: ValuationResult; accuracy: ModelAccuracy | null; state?: string }) {
  const extended = r.tier === 'complementary';
  const newHref = state ? `/price?state=${encodeURIComponent(state)}` : '/price';

  // The viewer's own view of the result, asked on arrival and again before the upgrade (quietly: the page shows one).
  const fetchViewerView = useCallback(() => fetchValuation(r.kind, r.uuid, { silent: true }), [r.kind, r.uuid]);
  const request = useCallback((service: number) => upgradeValuation(r.kind, { uuid: r.uuid, service }), [r.kind, r.uuid]);
  const { upgrade, viewerKnown } = useResultUpgrade({
    queryKey: valuationKeys.result(r.kind, r.uuid),
    fetchViewerView,
    category: VALUATION_FAMILY[r.kind],
    extraQuery: { uuid: r.uuid, ...(state ? { state } : {}) },
    overlay: 'priceEvaluation',
    request,
    isUpgraded: isComplementary,
    base: r.tier === 'base',
  });

  const e = r.estimate;
  const headline = r.kind === 'sale' ? r.estimate.total : r.estimate.full_deposit;
  const stats = r.neighbourhood_stats;
  const originNote = comparablesOriginNote(r.comparables, r.place.neighbourhood.id, r.data_points);

  return (
    <Box sx={{ maxWidth: 1100, mx: 'auto', px: 2, py: { xs: 3, md: 5 } }} data-testid="valuation-result" data-tier={r.tier} data-kind={r.kind}>
      {extended && (
        <ResultPrintStyles
          rootTestId="valuation-result"
          hide={['.Toastify']}
          rules={{ '[data-testid="valuation-result"] .MuiPaper-root': { breakInside: 'avoid', boxShadow: 'none' } }}
        />
      )}
      <Stack spacing={3}>
        <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, borderRadius: 3 }}>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ justifyContent: 'space-between' }}>
            <Stack spacing={1.5} sx={{ flex: 1, minWidth: 0 }}>
              <Typography component="h1" variant="h5" sx={{ fontWeight: 800 }}>
                {TITLE[r.kind]}: {r.place.neighbourhood.name}
              </Typography>
              <Typography sx={{ color: 'text.secondary' }}>
                {r.place.city}، {toPersianDigits(r.place.district_name)}، {formatNumber(r.inputs.area)} متر مربع؛ گزارش{' '}
                {formatJalaliLong(r.created_at)}
              </Typography>

              <Box>
                {/* The report's own date sits above; this says which month's prices the figure is in. */}
                <Typography variant="body2" sx={{ color: 'text.secondary' }} data-testid="estimate-heading">
                  {r.kind === 'sale' ? 'قیمت برآوردی کل' : 'ارزش اجاره به صورت رهن کامل'}، به قیمت {formatJalaliMonth(r.price_date)}
                </Typography>
                <Typography sx={{ fontSize: { xs: 32, md: 40 }, fontWeight: 900, lineHeight: 1.4 }} data-testid="estimate-total" data-value={headline}>
                  {formatMoney(headline)}
                </Typography>
                <Typography data-testid="estimate-per-m2">
                  هر متر مربع: <b>{formatMoney(e.per_m2)}</b>
                  {r.kind === 'rent' && (
                    <>
                      ؛ بدون ودیعه: <b>{formatMoney(r.estimate.monthly_rent_without_deposit)}</b> در ماه
                    </>
                  )}
                </Typography>
              </Box>

              <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
                <Chip color={CONFIDENCE_COLOR[e.confidence]} label={CONFIDENCE_LABEL[e.confidence]} data-testid="confidence-chip" />
                <Chip variant="outlined" label={`قیمت به تاریخ ${formatJalaliMonth(r.price_date)}`} data-testid="price-date" />
                <Chip variant="outlined" label={extended ? 'گزارش تکمیلی' : 'گزارش پایه'} data-testid="tier-chip" />
              </Stack>
              <Typography variant="caption" sx={{ color: 'text.secondary' }} data-testid="estimate-label">
                {r.label}؛ {estimateBasis(r.data_points)}
              </Typography>
            </Stack>

            <Stack spacing={1} sx={{ minWidth: 200 }} data-print-hide>
              <UpgradeOrPrintButton
                canUpgrade={r.can_upgrade}
                extended={extended}
                checking={!viewerKnown}
                onUpgrade={upgrade}
                upgradeTestId="upgrade-valuation"
                printTestId="print-valuation"
              />
              <Button variant="outlined" onClick={() => void shareCurrentPage('پیوند نتیجه کپی شد.')}>
                اشتراک‌گذاری نتیجه
              </Button>
              <Button component={NextLink} href={newHref} variant="text">
                قیمت‌گذاری ملکی دیگر
              </Button>
            </Stack>
          </Stack>
        </Paper>

        <ResultSection title="بازهٔ قیمت (۸۰ درصد اطمینان)" testId="range-section">
          <RangeBar low={e.low} high={e.high} value={headline} />
          <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1.5, lineHeight: 2 }}>
            با احتمال حدود ۸۰٪ ارزش ملک در این بازه است؛ هرچه آگهی‌های مشابه محله بیشتر باشد، بازه باریک‌تر و اطمینان بیشتر است.
          </Typography>
        </ResultSection>

        {r.kind === 'rent' && (
          <ResultSection title="ترکیب ودیعه و اجاره" testId="rent-section">
            <RentSlider fullDeposit={r.estimate.full_deposit} rate={r.estimate.conversion_rate} />
          </ResultSection>
        )}

        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          <ResultSection title="عوامل اثرگذار بر قیمت" testId="drivers-section">
            <DriversList drivers={r.drivers} />
            {!extended && r.drivers_total > r.drivers.length && (
              <Typography variant="caption" sx={{ color: 'text.secondary' }} data-print-hide>
                {toPersianDigits(r.drivers.length)} عامل مهم‌تر از {toPersianDigits(r.drivers_total)} عامل؛ فهرست کامل در گزارش تکمیلی.
              </Typography>
            )}
          </ResultSection>
          <ResultSection title={`روند قیمت ${r.kind === 'rent' ? 'خرید ' : ''}هر متر مربع در ${toPersianDigits(r.place.district_name)}`} testId="trend-section">
            {r.district_trend.length > 1 ? (
              <TrendChart points={r.district_trend} />
            ) : (
              <Typography sx={{ color: 'text.secondary' }}>دادهٔ روند قیمت برای این منطقه در دسترس نیست.</Typography>
            )}
            <TrendCaption trend={r.district_trend} priceDate={r.price_date} neighbourhoodListings={r.data_points} />
          </ResultSection>
        </Box>

        <ResultSection
          title="آگهی‌های مشابه"
          testId="comparables-section"
          action={<Typography variant="body2" sx={{ color: 'text.secondary' }}>{toPersianDigits(r.comparables.length)} آگهی از {toPersianDigits(r.comparables_total)}</Typography>}
        >
          {originNote && (
            <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }} data-testid="comparables-origin">
              {originNote}
            </Typography>
          )}
          <ComparablesTable rows={r.comparables} kind={r.kind} />
        </ResultSection>

        {!stats && (
          <ResultSection title={`قیمت‌ها در محلهٔ ${r.place.neighbourhood.name}`} testId="neighbourhood-section">
            <Typography sx={{ color: 'text.secondary' }}>{missingStatsText(r.data_points)}</Typography>
          </ResultSection>
        )}
        {stats && (
          <ResultSection title={`قیمت‌ها در محلهٔ ${r.place.neighbourhood.name}`} testId="neighbourhood-section">
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(4, 1fr)' }, mb: 2 }}>
              {(
                [
                  ['ارزان‌ترین ربع', stats.p25],
                  ['میانه', stats.median],
                  ['گران‌ترین ربع', stats.p75],
                  ['این ملک', e.per_m2],
                ] as const
              ).map(([label, v]) => (
                <Box key={label} sx={{ p: 1.5, border: 1, borderColor: 'divider', borderRadius: 2 }}>
                  <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                    {label} (هر متر)
                  </Typography>
                  <Typography sx={{ fontWeight: 700 }}>{formatMoney(v)}</Typography>
                </Box>
              ))}
            </Box>
            {extended && stats.histogram ? (
              <Box data-testid="distribution-chart">
                <DistributionChart edges={stats.histogram.edges} counts={stats.histogram.counts} value={e.per_m2} />
                <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                  توزیع قیمت هر متر مربع در {formatNumber(stats.listings)} آگهی محله؛ ستون نارنجی بازهٔ این ملک است.
                </Typography>
              </Box>
            ) : (
              !extended &&
              r.can_upgrade && (
                <Alert severity="info" data-print-hide>
                  گزارش تکمیلی توزیع کامل قیمت‌های محله، همهٔ عوامل اثرگذار، {toPersianDigits(r.comparables_total)} آگهی مشابه، روند کامل منطقه و نسخهٔ قابل چاپ را
                  نشان می‌دهد.
                </Alert>
              )
            )}
          </ResultSection>
        )}

        {r.place.latitude !== null && r.place.longitude !== null && (
          <ResultSection title="محل ملک" testId="result-map">
            <Box sx={{ height: { xs: 260, md: 340 }, borderRadius: 2, overflow: 'hidden', border: 1, borderColor: 'divider' }}>
              <LazyPlaceMap value={{ latitude: r.place.latitude, longitude: r.place.longitude }} />
            </Box>
          </ResultSection>
        )}

        <ResultSection title="مشخصات واردشده" testId="inputs-section">
          <Typography sx={{ lineHeight: 2.2 }}>
            {formatNumber(r.inputs.area)} متر مربع، {toPersianDigits(r.inputs.rooms)} اتاق، ساخت {toPersianDigits(r.inputs.build_year)}، طبقهٔ{' '}
            {toPersianDigits(r.inputs.floor)}
            {r.inputs.total_floors !== null && ` از ${toPersianDigits(r.inputs.total_floors)}`}، آسانسور {r.inputs.elevator ? 'دارد' : 'ندارد'}، پارکینگ{' '}
            {r.inputs.parking ? 'دارد' : 'ندارد'}، انباری {r.inputs.storage ? 'دارد' : 'ندارد'}
          </Typography>
        </ResultSection>

        <AccuracyNote accuracy={accuracy} kind={r.kind} />
      </Stack>
    </Box>
  );
}
