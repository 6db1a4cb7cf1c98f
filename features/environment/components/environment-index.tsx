'use client';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useController, useForm } from 'react-hook-form';
import { contractResolver } from '@/components/form/contract-resolver';
import { usePaidSubmission } from '@/features/shared/billing/use-paid-submission';
import { LazyPlaceMap } from '@/features/shared/place/lazy-place-map';
import { PlacePickStatus } from '@/features/shared/place/place-pick-status';
import { PlaceSearchField } from '@/features/shared/place/place-search-field';
import { usePlacePicker } from '@/features/shared/place/use-place-picker';
import { environmentForm, type EnvironmentFormValues } from '@/lib/contracts/environment';
import { placeBody, type PickedPlace } from '@/lib/contracts/place';
import { createEnvironmentEvaluation } from '../api/environment-api';
import { CATEGORY_INTROS } from './category-intros';

export const RESULT_PATH = '/services/environment-evaluation/result';

/**
 * /neighborhood and /services/environment-evaluation (spec §2): pick the place on the map or by name →
 * service dialog → AI overlay → result.
 */
export function EnvironmentIndex() {
  const { control, handleSubmit, setValue } = useForm<{ place: PickedPlace | null }, unknown, EnvironmentFormValues>({
    resolver: contractResolver<{ place: PickedPlace | null }, typeof environmentForm>(environmentForm),
    defaultValues: { place: null },
  });
  const { field } = useController({ control, name: 'place' });
  const place = field.value;
  const picker = usePlacePicker({
    place,
    onChange: field.onChange,
    refusedMessage: 'این نقطه خارج از محدودهٔ تحت پوشش (شهر تهران) است. نقطهٔ دیگری انتخاب کنید.',
    linkReady: true,
  });
  const [showMap, setShowMap] = useState(false);

  const paid = usePaidSubmission({
    name: 'environment',
    overlay: 'environmentEvaluation',
    category: () => 'environmental_evaluation',
    body: (input: EnvironmentFormValues, service) => ({ service, ...placeBody(input.place) }),
    create: (_input, body) => createEnvironmentEvaluation(body),
    resultUrl: (_input, uuid) => `${RESULT_PATH}?uuid=${uuid}`,
    restore: (saved) => environmentForm.safeParse(saved).data ?? null,
    // Back from the gateway: the place is picked again, then the service choice reopens.
    onRestore: (input) => setValue('place', input.place),
  });

  return (
    <Box sx={{ maxWidth: 1100, mx: 'auto', px: 2, py: { xs: 3, md: 5 } }}>
      <Stack spacing={1.5} sx={{ mb: 3 }}>
        <Typography component="h1" variant="h4" sx={{ fontWeight: 800 }}>
          ارزیابی محله با ۵۰ شاخص
        </Typography>
        <Typography sx={{ color: 'text.secondary', lineHeight: 2 }}>
          محل ملک را با نام محله جست‌وجو کنید یا روی نقشه انتخاب کنید. دسترسی به مترو، درمان، آموزش، فضای سبز، خرید و
          خدمات شهری، وضعیت بازار مسکن و ساختار شهری محله را از داده‌های واقعی تهران می‌سنجیم و با میانهٔ تهران مقایسه
          می‌کنیم.
        </Typography>
      </Stack>

      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, borderRadius: 3 }}>
        <Stack spacing={2}>
          <PlaceSearchField {...picker.search} label="نام محله یا منطقه" placeholder="مثلاً نارمک، سعادت‌آباد یا منطقه ۵" />

          <Box>
            <Button variant="text" onClick={() => setShowMap((s) => !s)} aria-expanded={showMap} aria-controls="place-map">
              {showMap ? 'بستن نقشه' : 'انتخاب محل روی نقشه'}
            </Button>
            {showMap && (
              <Box id="place-map" sx={{ mt: 1, height: { xs: 300, md: 420 }, borderRadius: 2, overflow: 'hidden', border: 1, borderColor: 'divider' }}>
                <LazyPlaceMap value={place} onPick={picker.pickPoint} />
              </Box>
            )}
            {showMap && (
              <Typography variant="caption" sx={{ color: 'text.secondary', display: 'block', mt: 0.5 }}>
                روی نقشه کلیک کنید تا محل ملک انتخاب شود.
              </Typography>
            )}
          </Box>

          <PlacePickStatus resolving={picker.resolving} error={picker.error} place={place} />

          <Box>
            <Button
              variant="contained"
              size="large"
              disabled={!place || picker.resolving}
              onClick={() => void handleSubmit(paid.submit)()}
              data-testid="start-environment-evaluation"
            >
              ارزیابی محله
            </Button>
          </Box>
        </Stack>
      </Paper>

      <Typography component="h2" variant="h6" sx={{ fontWeight: 800, mt: 5, mb: 2 }}>
        چه چیزهایی را می‌سنجیم؟
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(4, 1fr)' } }}>
        {CATEGORY_INTROS.map((c) => (
          <Paper key={c.id} variant="outlined" sx={{ p: 2, borderRadius: 2 }}>
            <Typography sx={{ fontWeight: 700, mb: 0.5 }}>{c.name}</Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary', lineHeight: 1.9 }}>
              {c.text}
            </Typography>
          </Paper>
        ))}
      </Box>
      <Stack direction="row" spacing={1} sx={{ mt: 3, flexWrap: 'wrap', rowGap: 1 }}>
        <Chip label="۵۰ شاخص" />
        <Chip label="داده‌های واقعی تهران" />
        <Chip label="مقایسه با میانهٔ تهران" />
        <Chip label="بدون حدس: شاخص بی‌داده کنار گذاشته می‌شود" />
      </Stack>
    </Box>
  );
}
