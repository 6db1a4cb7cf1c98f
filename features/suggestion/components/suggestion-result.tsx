'use client';
import ShareIcon from '@mui/icons-material/Share';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import dynamic from 'next/dynamic';
import NextLink from 'next/link';
import { MapLoading } from '@/features/shared/place/map-loading';
import { ResultSkeleton } from '@/features/shared/result/result-states';
import { shareCurrentPage } from '@/features/shared/result/share-current-page';
import { SUGGESTION_LIMIT, type Suggestion, type SuggestionKind } from '@/lib/contracts/suggestion';
import { toPersianDigits } from '@/lib/fa/digits';
import { formatMoney } from '@/lib/fa/money';
import { suggestionResultQueryOptions } from '../api/suggestion-api';
import { budgetText, fitsText, homeText, marginText, noFitText, priceDateText, suggestionLinks } from './format-suggestion';
import { SuggestionNotFound } from './suggestion-not-found';

const SuggestionMap = dynamic(() => import('./suggestion-map'), { ssr: false, loading: MapLoading });

const TITLE: Record<SuggestionKind, string> = { buy: 'پیشنهاد محل خرید', rent: 'پیشنهاد محل اجاره' };

/** spec §2 buy/rent suggestion result: the ranked neighbourhoods, a map, and links to go deeper in each. */
export function SuggestionResult({ kind, uuid }: { kind: SuggestionKind; uuid: string }) {
  const query = useQuery(suggestionResultQueryOptions(kind, uuid));
  if (query.isPending) return <ResultSkeleton headerHeight={120} bodyHeight={360} />;
  if (query.isError || !query.data) return <SuggestionNotFound />;
  const r = query.data;

  return (
    <Box sx={{ maxWidth: 1100, mx: 'auto', px: 2, py: { xs: 3, md: 5 } }} data-testid="suggestion-result">
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start', gap: 2, flexWrap: 'wrap', mb: 2 }}>
        <Box>
          <Typography component="h1" variant="h4" sx={{ fontWeight: 800, mb: 1 }}>
            {TITLE[r.kind]}
          </Typography>
          {/* Which report was bought, and what it holds (the extended one lists up to twice as many neighbourhoods). */}
          <Chip
            variant="outlined"
            size="small"
            label={`${r.tier === 'complementary' ? 'گزارش تکمیلی' : 'گزارش پایه'}: تا ${toPersianDigits(SUGGESTION_LIMIT[r.tier])} محله`}
            sx={{ mb: 1 }}
            data-testid="tier-chip"
          />
          <Typography sx={{ color: 'text.secondary', lineHeight: 2 }}>
            {budgetText(r)} — {homeText(r)}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {priceDateText(r)}؛ {r.label}
          </Typography>
        </Box>
        <Stack direction="row" spacing={1}>
          <Button variant="outlined" startIcon={<ShareIcon />} onClick={() => void shareCurrentPage('پیوند نتیجه کپی شد')}>
            اشتراک‌گذاری
          </Button>
          <Button component={NextLink} href="/services/buy-rent-location-suggest" variant="text">
            جست‌وجوی تازه
          </Button>
        </Stack>
      </Stack>

      {r.fits ? (
        <Alert severity="success" sx={{ mb: 3 }} data-testid="suggestion-fits">
          {fitsText(r)}
        </Alert>
      ) : (
        <Alert severity="warning" sx={{ mb: 3 }} data-testid="suggestion-no-fit">
          {noFitText(r)}
        </Alert>
      )}

      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' }, alignItems: 'start' }}>
        <Stack spacing={2} component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {r.suggestions.map((s, i) => (
            <SuggestionCard key={s.neighbourhood.id} s={s} rank={i + 1} kind={r.kind} />
          ))}
        </Stack>
        <Paper
          variant="outlined"
          sx={{ height: { xs: 320, md: 520 }, borderRadius: 3, overflow: 'hidden', position: { md: 'sticky' }, top: { md: 88 } }}
          aria-label="نقشهٔ محله‌های پیشنهادی"
          data-testid="suggestion-map"
        >
          {r.suggestions.length > 0 && <SuggestionMap suggestions={r.suggestions} />}
        </Paper>
      </Box>
    </Box>
  );
}

function SuggestionCard({ s, rank, kind }: { s: Suggestion; rank: number; kind: SuggestionKind }) {
  const links = suggestionLinks(s, kind);
  const value = kind === 'buy' ? s.expected_price : s.expected_full_deposit;
  return (
    <Paper component="li" variant="outlined" sx={{ p: 2, borderRadius: 3 }} data-testid="suggestion-card">
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
        <Box
          aria-hidden
          sx={{ flex: '0 0 36px', height: 36, borderRadius: '50%', display: 'grid', placeItems: 'center', fontWeight: 800, bgcolor: s.fits ? 'success.main' : 'error.main', color: '#fff' }}
        >
          {toPersianDigits(rank)}
        </Box>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
            <Box>
              <Typography component="h2" variant="h6" sx={{ fontWeight: 800, lineHeight: 1.4 }}>
                {s.neighbourhood.name}
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {s.district_name}
              </Typography>
            </Box>
            <Box sx={{ minWidth: 120 }}>
              <Typography variant="body2" sx={{ fontWeight: 700 }}>
                تناسب {toPersianDigits(s.match_score)} از ۱۰۰
              </Typography>
              <LinearProgress
                variant="determinate"
                value={s.match_score}
                aria-label="میزان تناسب"
                sx={{ height: 6, borderRadius: 3, mt: 0.5 }}
              />
            </Box>
          </Stack>

          <Typography sx={{ mt: 1.5 }}>
            {kind === 'buy' ? 'قیمت برآوردی' : 'معادل رهن کامل'} خانهٔ {toPersianDigits(s.area)} متری: <b>{formatMoney(value ?? 0)}</b>
          </Typography>
          {kind === 'rent' && s.expected_split && (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              با ودیعهٔ {formatMoney(s.expected_split.deposit)}: اجارهٔ ماهانه {s.expected_split.monthly_rent > 0 ? formatMoney(s.expected_split.monthly_rent) : 'ندارد'}
            </Typography>
          )}
          <Chip size="small" color={s.fits ? 'success' : 'error'} variant="outlined" label={marginText(s)} sx={{ mt: 1 }} />
          {s.thin_data && <Chip size="small" variant="outlined" label="دادهٔ محدود" sx={{ mt: 1, ml: 1 }} />}

          <Typography variant="body2" sx={{ mt: 1.5, lineHeight: 2 }} data-testid="suggestion-reason">
            {s.reason}
          </Typography>

          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.75, mt: 1 }} aria-label="امتیاز دسته‌های محیطی">
            {s.categories.map((c) => (
              <Chip key={c.id} size="small" label={`${c.name}: ${c.score === null ? 'بی‌داده' : toPersianDigits(Math.round(c.score))}`} />
            ))}
          </Stack>

          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mt: 1.5 }}>
            <Button component={NextLink} href={links.valuation} size="small" variant="contained" data-testid="suggestion-valuation-link">
              قیمت‌گذاری کامل در این محله
            </Button>
            <Button component={NextLink} href={links.environment} size="small" variant="outlined" data-testid="suggestion-environment-link">
              ارزیابی محله
            </Button>
          </Stack>
        </Box>
      </Stack>
    </Paper>
  );
}
