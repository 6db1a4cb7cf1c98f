'use client';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import GlobalStyles from '@mui/material/GlobalStyles';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import dynamic from 'next/dynamic';
import NextLink from 'next/link';
import { useCallback, useEffect, type ReactNode } from 'react';
import { openDialog } from '@/components/dialogs/dialog-store';
import { useOverlays } from '@/components/feedback/global-overlays';
import { scoreBand, type EnvironmentEvaluationResult } from '@/lib/contracts/environment';
import { toPersianDigits } from '@/lib/fa/digits';
import { formatJalaliLong } from '@/lib/fa/jalali';
import { formatDecimal } from '@/lib/fa/number';
import { environmentResultQueryOptions, upgradeEnvironmentEvaluation } from '../api/environment-api';
import { environmentKeys } from '../api/environment-keys';
import { PAYMENT_RETURN_EVENT } from '@/lib/contracts/billing-constants';
import { CriteriaTable } from './criteria-table';
import { formatCriterionValue } from './format-criterion';

const chartLoading = () => <Skeleton variant="rounded" height={360} />;
const CategoryChart = dynamic(() => import('./category-chart'), { ssr: false, loading: chartLoading });
const ResultMap = dynamic(() => import('./result-map'), {
  ssr: false,
  loading: () => (
    <Box sx={{ height: '100%', display: 'grid', placeItems: 'center' }}>
      <CircularProgress size={28} aria-label="در حال بارگذاری نقشه" />
    </Box>
  ),
});

function Section({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, borderRadius: 3, breakInside: 'avoid' }} data-testid={testId}>
      <Typography component="h2" variant="h6" sx={{ fontWeight: 800, mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** spec §2 environment result: overall score and band, categories, criteria, map, Tehran comparison, sources. */
export function EnvironmentResult({ uuid }: { uuid: string }) {
  const query = useQuery(environmentResultQueryOptions(uuid));
  if (query.isPending) {
    return (
      <Box sx={{ maxWidth: 1100, mx: 'auto', px: 2, py: 4 }}>
        <Skeleton variant="rounded" height={160} sx={{ mb: 2 }} />
        <Skeleton variant="rounded" height={360} />
      </Box>
    );
  }
  if (query.isError) {
    return (
      <Box sx={{ maxWidth: 720, mx: 'auto', px: 2, py: 6 }}>
        <Alert severity="error" action={<Button onClick={() => void query.refetch()}>تلاش دوباره</Button>}>
          نتیجهٔ ارزیابی بارگذاری نشد. لطفاً دوباره تلاش کنید.
        </Alert>
      </Box>
    );
  }
  return <ResultView result={query.data} />;
}

function ResultView({ result: r }: { result: EnvironmentEvaluationResult }) {
  const queryClient = useQueryClient();
  const { showAiOverlay, hideAiOverlay } = useOverlays();
  const band = scoreBand(r.overall_score);
  const extended = r.tier === 'extended';
  const shown = r.criteria.filter((c) => c.available && c.score !== null);
  const strengths = [...shown].sort((a, b) => (b.score ?? 0) * b.weight - (a.score ?? 0) * a.weight).slice(0, 3);
  const weaknesses = [...shown].sort((a, b) => (a.score ?? 0) - (b.score ?? 0) || b.weight - a.weight).slice(0, 3);
  const diff = r.tehran_median_score === null ? null : r.overall_score - r.tehran_median_score;

  const upgrade = useCallback(() => {
    openDialog('service', {
      category: 'environmental_evaluation',
      agentType: 'product',
      serviceKinds: ['complementary'],
      extraQuery: { uuid: r.uuid },
      onPayWithCredit: async (service) => {
        showAiOverlay('environmentEvaluation');
        try {
          await upgradeEnvironmentEvaluation({ uuid: r.uuid, service: service.id });
          await queryClient.invalidateQueries({ queryKey: environmentKeys.result(r.uuid) });
        } finally {
          hideAiOverlay();
        }
      },
    });
  }, [r.uuid, queryClient, showAiOverlay, hideAiOverlay]);

  // Back from the payment gateway with credit bought: offer the upgrade again.
  useEffect(() => {
    function onReturn(event: Event) {
      const detail = (event as CustomEvent<{ transaction?: { status?: string }; pending?: { path?: string } | null }>).detail;
      if (detail?.transaction?.status === 'paid' && detail.pending?.path === window.location.pathname && r.tier === 'base') upgrade();
    }
    window.addEventListener(PAYMENT_RETURN_EVENT, onReturn);
    return () => window.removeEventListener(PAYMENT_RETURN_EVENT, onReturn);
  }, [upgrade, r.tier]);

  return (
    <Box sx={{ maxWidth: 1100, mx: 'auto', px: 2, py: { xs: 3, md: 5 } }} data-testid="environment-result" data-tier={r.tier}>
      {extended && (
        <GlobalStyles
          styles={{
            '@media print': {
              'header, footer, nav, [data-print-hide], .leaflet-control-container': { display: 'none !important' },
              body: { background: '#fff !important' },
              '[data-testid="environment-result"]': { maxWidth: 'none !important', padding: '0 !important' },
            },
          }}
        />
      )}
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
              {r.can_upgrade ? (
                <Button variant="contained" onClick={upgrade} data-testid="upgrade-environment">
                  دریافت گزارش تکمیلی
                </Button>
              ) : (
                <Button variant="outlined" onClick={() => window.print()} data-testid="print-environment">
                  چاپ گزارش
                </Button>
              )}
              <Button component={NextLink} href="/neighborhood" variant="text">
                ارزیابی محلی دیگر
              </Button>
            </Stack>
          </Stack>
        </Paper>

        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          <Section title="امتیاز دسته‌ها" testId="category-scores">
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
          </Section>
          <Section title="مقایسه با میانهٔ تهران">
            <CategoryChart categories={r.categories} />
          </Section>
        </Box>

        {shown.length > 0 && (
          <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
            <Section title="نقاط قوت">
              <Stack spacing={1}>
                {strengths.map((c) => (
                  <Typography key={c.id} variant="body2">
                    ✓ {c.name}: {formatCriterionValue(c)} (امتیاز {toPersianDigits(c.score ?? 0)})
                  </Typography>
                ))}
              </Stack>
            </Section>
            <Section title="نقاط ضعف">
              <Stack spacing={1}>
                {weaknesses.map((c) => (
                  <Typography key={c.id} variant="body2">
                    • {c.name}: {formatCriterionValue(c)} (امتیاز {toPersianDigits(c.score ?? 0)})
                  </Typography>
                ))}
              </Stack>
            </Section>
          </Box>
        )}

        <Section title={extended ? 'همهٔ ۵۰ شاخص' : 'ده شاخص کلیدی'} testId="criteria-section">
          <CriteriaTable criteria={r.criteria} categories={r.categories} showMethod={extended} />
          {!extended && (
            <Alert severity="info" sx={{ mt: 2 }} data-print-hide>
              گزارش تکمیلی همهٔ ۵۰ شاخص، روش محاسبهٔ هر شاخص، نقشهٔ مکان‌های اثرگذار و نسخهٔ قابل چاپ را نشان می‌دهد.
            </Alert>
          )}
        </Section>

        {extended && r.nearby.length > 0 && (
          <Section title="مکان‌های اثرگذار بر امتیاز" testId="result-map">
            <Box sx={{ height: { xs: 320, md: 460 }, borderRadius: 2, overflow: 'hidden', border: 1, borderColor: 'divider' }}>
              <ResultMap latitude={r.place.latitude} longitude={r.place.longitude} nearby={r.nearby} />
            </Box>
            <Typography variant="caption" sx={{ color: 'text.secondary', display: 'block', mt: 1 }}>
              {toPersianDigits(r.nearby.length)} مکان: نزدیک‌ترین مورد هر نوع و موارد تا شعاع ۱٫۵ کیلومتر.
            </Typography>
          </Section>
        )}

        <Section title="منابع داده" testId="sources">
          <Stack spacing={0.5}>
            {r.sources.map((s) => (
              <Typography key={s.id} variant="body2">
                {s.name} — {toPersianDigits(s.date)}
              </Typography>
            ))}
            <Typography variant="caption" sx={{ color: 'text.secondary' }}>
              نسخهٔ شاخص‌ها: {toPersianDigits(r.criteria_version)}. فاصله‌ها مستقیم (هوایی) اندازه‌گیری شده‌اند.
            </Typography>
          </Stack>
        </Section>
      </Stack>
    </Box>
  );
}
