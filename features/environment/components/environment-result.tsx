'use client';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import dynamic from 'next/dynamic';
import NextLink from 'next/link';
import { useCallback } from 'react';
import { MapLoading } from '@/features/shared/place/map-loading';
import { useResultUpgrade } from '@/features/shared/result/use-result-upgrade';
import { ResultSection } from '@/features/shared/result/result-section';
import { ResultPrintStyles } from '@/features/shared/result/result-print-styles';
import { ResultLoadError, ResultSkeleton } from '@/features/shared/result/result-states';
import { UpgradeOrPrintButton } from '@/features/shared/result/upgrade-or-print-button';
import { scoreBand, type EnvironmentEvaluationResult } from '@/lib/contracts/environment';
import { toPersianDigits } from '@/lib/fa/digits';
import { formatJalaliLong } from '@/lib/fa/jalali';
import { formatDecimal } from '@/lib/fa/number';
import { environmentResultQueryOptions, fetchEnvironmentEvaluation, upgradeEnvironmentEvaluation } from '../api/environment-api';
import { environmentKeys } from '../api/environment-keys';
import { CriteriaTable } from './criteria-table';
import { formatCriterionValue } from './format-criterion';

const chartLoading = () => <Skeleton variant="rounded" height={360} />;
const CategoryChart = dynamic(() => import('./category-chart'), { ssr: false, loading: chartLoading });
const ResultMap = dynamic(() => import('./result-map'), { ssr: false, loading: MapLoading });

/** spec §2 environment result: overall score and band, categories, criteria, map, Tehran comparison, sources. */
const isExtended = (fresh: EnvironmentEvaluationResult) => fresh.tier === 'extended';

export function EnvironmentResult({ uuid }: { uuid: string }) {
  const query = useQuery(environmentResultQueryOptions(uuid));
  if (query.isPending) return <ResultSkeleton headerHeight={160} bodyHeight={360} />;
  if (query.isError) {
    return <ResultLoadError onRetry={() => void query.refetch()}>نتیجهٔ ارزیابی بارگذاری نشد. لطفاً دوباره تلاش کنید.</ResultLoadError>;
  }
  return <ResultView result={query.data} />;
}

function ResultView({ result: r }: { result: EnvironmentEvaluationResult }) {
  const band = scoreBand(r.overall_score);
  const extended = r.tier === 'extended';
  const shown = r.criteria.filter((c) => c.available && c.score !== null);
  const strengths = [...shown].sort((a, b) => (b.score ?? 0) * b.weight - (a.score ?? 0) * a.weight).slice(0, 3);
  const weaknesses = [...shown].sort((a, b) => (a.score ?? 0) - (b.score ?? 0) || b.weight - a.weight).slice(0, 3);
  const diff = r.tehran_median_score === null ? null : r.overall_score - r.tehran_median_score;

  // The viewer's own view of the result, asked on arrival and again before the upgrade (quietly: the page shows one).
  const fetchViewerView = useCallback(() => fetchEnvironmentEvaluation(r.uuid, { silent: true }), [r.uuid]);
  const request = useCallback((service: number) => upgradeEnvironmentEvaluation({ uuid: r.uuid, service }), [r.uuid]);
  const { upgrade, viewerKnown } = useResultUpgrade({
    queryKey: environmentKeys.result(r.uuid),
    fetchViewerView,
    category: 'environmental_evaluation',
    extraQuery: { uuid: r.uuid },
    overlay: 'environmentEvaluation',
    request,
    isUpgraded: isExtended,
    base: r.tier === 'base',
  });

  return (
    <Box sx={{ maxWidth: 1100, mx: 'auto', px: 2, py: { xs: 3, md: 5 } }} data-testid="environment-result" data-tier={r.tier}>
      {extended && <ResultPrintStyles rootTestId="environment-result" />}
      <Stack spacing={3}>
        <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, borderRadius: 3 }}>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ alignItems: { md: 'center' } }}>
            <Box
              sx={{ width: 132, height: 132, borderRadius: '50%', border: 8, borderColor: `${band.tone}.main`, display: 'grid', placeItems: 'center', flexShrink: 0, mx: { xs: 'auto', md: 0 } }}
              aria-label={`امتیاز کل ${toPersianDigits(Math.round(r.overall_score))} از ۱۰۰`}
            >
              <Box sx={{ textAlign: 'center' }}>
                <Typography sx={{ fontSize: 38, fontWeight: 800, lineHeight: 1.2 }} data-testid="overall-score">
                  {toPersianDigits(Math.round(r.overall_score))}
                </Typography>
                <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                  از ۱۰۰
                </Typography>
              </Box>
            </Box>
            <Stack spacing={1} sx={{ flex: 1 }}>
              <Typography component="h1" variant="h5" sx={{ fontWeight: 800 }}>
                ارزیابی محله: {r.place.neighbourhood.name}
              </Typography>
              <Typography sx={{ color: 'text.secondary' }}>
                {toPersianDigits(r.place.district_name)}، {formatJalaliLong(r.created_at)}
              </Typography>
              <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
                <Chip color={band.tone} label={`وضعیت کلی: ${band.label}`} data-testid="score-band" />
                {r.percentile !== null && <Chip variant="outlined" label={`بهتر از ${toPersianDigits(r.percentile)}٪ محله‌های تهران`} />}
                <Chip variant="outlined" label={extended ? 'گزارش تکمیلی' : 'گزارش پایه'} data-testid="tier-chip" />
              </Stack>
              {diff !== null && (
                <Typography variant="body2">
                  میانهٔ امتیاز محله‌های تهران {toPersianDigits(formatDecimal(r.tehran_median_score ?? 0, 0))} است؛ این محل{' '}
                  {Math.abs(diff) < 1 ? 'هم‌تراز میانه است.' : `${toPersianDigits(formatDecimal(Math.abs(diff), 0))} امتیاز ${diff > 0 ? 'بالاتر' : 'پایین‌تر'} از میانه است.`}
                </Typography>
              )}
              <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                {toPersianDigits(r.criteria_available)} شاخص از {toPersianDigits(r.criteria_total)} شاخص با دادهٔ واقعی سنجیده شد؛ وزن شاخص‌های بی‌داده میان بقیه
                پخش شده است.
              </Typography>
            </Stack>
            <Stack spacing={1} data-print-hide>
              <UpgradeOrPrintButton
                canUpgrade={r.can_upgrade}
                extended={extended}
                checking={!viewerKnown}
                onUpgrade={upgrade}
                upgradeTestId="upgrade-environment"
                printTestId="print-environment"
              />
              <Button component={NextLink} href="/neighborhood" variant="text">
                ارزیابی محلی دیگر
              </Button>
            </Stack>
          </Stack>
        </Paper>

        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          <ResultSection title="امتیاز دسته‌ها" testId="category-scores">
            <Stack spacing={1.5}>
              {r.categories.map((c) => (
                <Box key={c.id} data-testid={`category-${c.id}`}>
                  <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
                    <Typography variant="body2" sx={{ fontWeight: 600 }}>
                      {c.name}
                    </Typography>
                    <Typography variant="body2">
                      {c.score === null ? 'داده در دسترس نیست' : toPersianDigits(c.score)}
                      {c.tehran_median !== null && (
                        <Typography component="span" variant="caption" sx={{ color: 'text.secondary' }}>
                          {' '}
                          (میانهٔ تهران {toPersianDigits(Math.round(c.tehran_median))})
                        </Typography>
                      )}
                    </Typography>
                  </Stack>
                  <LinearProgress variant="determinate" value={c.score ?? 0} sx={{ height: 8, borderRadius: 4, mt: 0.5 }} aria-label={c.name} />
                </Box>
              ))}
            </Stack>
          </ResultSection>
          <ResultSection title="مقایسه با میانهٔ تهران">
            <CategoryChart categories={r.categories} />
          </ResultSection>
        </Box>

        {shown.length > 0 && (
          <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
            <ResultSection title="نقاط قوت">
              <Stack spacing={1}>
                {strengths.map((c) => (
                  <Typography key={c.id} variant="body2">
                    ✓ {c.name}: {formatCriterionValue(c)} (امتیاز {toPersianDigits(c.score ?? 0)})
                  </Typography>
                ))}
              </Stack>
            </ResultSection>
            <ResultSection title="نقاط ضعف">
              <Stack spacing={1}>
                {weaknesses.map((c) => (
                  <Typography key={c.id} variant="body2">
                    • {c.name}: {formatCriterionValue(c)} (امتیاز {toPersianDigits(c.score ?? 0)})
                  </Typography>
                ))}
              </Stack>
            </ResultSection>
          </Box>
        )}

        <ResultSection title={extended ? 'همهٔ ۵۰ شاخص' : 'ده شاخص کلیدی'} testId="criteria-section">
          <CriteriaTable criteria={r.criteria} categories={r.categories} showMethod={extended} />
          {!extended && r.can_upgrade && (
            <Alert severity="info" sx={{ mt: 2 }} data-print-hide>
              گزارش تکمیلی همهٔ ۵۰ شاخص، روش محاسبهٔ هر شاخص، نقشهٔ مکان‌های اثرگذار و نسخهٔ قابل چاپ را نشان می‌دهد.
            </Alert>
          )}
        </ResultSection>

        {extended && r.nearby.length > 0 && (
          <ResultSection title="مکان‌های اثرگذار بر امتیاز" testId="result-map">
            <Box sx={{ height: { xs: 320, md: 460 }, borderRadius: 2, overflow: 'hidden', border: 1, borderColor: 'divider' }}>
              <ResultMap latitude={r.place.latitude} longitude={r.place.longitude} nearby={r.nearby} />
            </Box>
            <Typography variant="caption" sx={{ color: 'text.secondary', display: 'block', mt: 1 }}>
              {toPersianDigits(r.nearby.length)} مکان: نزدیک‌ترین مورد هر نوع و موارد تا شعاع ۱٫۵ کیلومتر.
            </Typography>
          </ResultSection>
        )}

        <ResultSection title="منابع داده" testId="sources">
          <Stack spacing={0.5}>
            {r.sources.map((s) => (
              <Typography key={s.id} variant="body2">
                {s.name} — {toPersianDigits(s.date)}
              </Typography>
            ))}
            <Typography variant="caption" sx={{ color: 'text.secondary' }}>
              {/* The version is an identifier (year.month-revision): isolated left to right, or the RTL line reorders it. */}
              نسخهٔ شاخص‌ها: <bdi dir="ltr">{toPersianDigits(r.criteria_version)}</bdi>. فاصله‌ها مستقیم (هوایی) اندازه‌گیری شده‌اند.
            </Typography>
          </Stack>
        </ResultSection>
      </Stack>
    </Box>
  );
}
