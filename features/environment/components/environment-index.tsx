'use client';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRouter } from 'next/navigation';
import { useCallback, useEffect, useState } from 'react';
import { openDialog } from '@/components/dialogs/dialog-store';
import { useOverlays } from '@/components/feedback/global-overlays';
import { LazyPlaceMap } from '@/features/shared/place/lazy-place-map';
import { placeFromHit, type PickedPlace } from '@/features/shared/place/picked-place';
import { PlacePickStatus } from '@/features/shared/place/place-pick-status';
import { PlaceSearchField } from '@/features/shared/place/place-search-field';
import { useLinkedPlace } from '@/features/shared/place/use-linked-place';
import { usePlaceSearchText } from '@/features/shared/place/use-place-search-text';
import { useMapPointPick } from '@/features/shared/place/use-map-point-pick';
import type { LocationSearchResult } from '@/lib/contracts/environment';
import { createEnvironmentEvaluation } from '../api/environment-api';
import { PAYMENT_RETURN_EVENT } from '@/lib/contracts/billing-constants';
import { useSubmissionId } from '@/features/shared/billing/use-submission-id';
import { CATEGORY_INTROS } from './category-intros';

export const RESULT_PATH = '/services/environment-evaluation/result';

/**
 * /neighborhood and /services/environment-evaluation (spec §2): pick the place on the map or by name →
 * service dialog → AI overlay → result.
 */
export function EnvironmentIndex() {
  const router = useRouter();
  const { showAiOverlay, hideAiOverlay } = useOverlays();
  const submission = useSubmissionId('environment');
  const [place, setPlace] = useState<PickedPlace | null>(null);
  const searchText = usePlaceSearchText(place?.name);
  const [showMap, setShowMap] = useState(false);
  const { showPicked } = searchText;
  const pickPlace = useCallback(
    (picked: PickedPlace | null) => {
      showPicked();
      setPlace(picked);
    },
    [showPicked],
  );
  const mapPick = useMapPointPick(pickPlace, 'این نقطه خارج از محدودهٔ تحت پوشش (شهر تهران) است. نقطهٔ دیگری انتخاب کنید.');
  const resolving = mapPick.resolving;

  function pickFromSearch(hit: LocationSearchResult | null) {
    mapPick.clearError();
    pickPlace(hit ? placeFromHit(hit) : null);
  }

  const evaluate = useCallback(
    (chosen: PickedPlace | null) => {
      if (!chosen) return;
      openDialog('service', {
        category: 'environmental_evaluation',
        agentType: 'product',
        serviceKinds: ['base', 'complementary'],
        formValues: { ...chosen },
        onPayWithCredit: async (service) => {
          showAiOverlay('environmentEvaluation');
          try {
            const body = {
              service: service.id,
              latitude: chosen.latitude,
              longitude: chosen.longitude,
              ...(chosen.neighbourhoodId ? { neighbourhood: chosen.neighbourhoodId } : {}),
            };
            const { uuid } = await createEnvironmentEvaluation({ ...body, request_id: submission.idFor(body) });
            submission.done();
            router.push(`${RESULT_PATH}?uuid=${uuid}`);
          } catch (error) {
            submission.failed(error);
            hideAiOverlay();
            throw error;
          }
        },
      });
    },
    [router, showAiOverlay, hideAiOverlay, submission],
  );

  useLinkedPlace(true, pickPlace);

  // Back from the payment gateway with credit bought: restore the place and reopen the service choice.
  useEffect(() => {
    function onReturn(event: Event) {
      const detail = (event as CustomEvent<{ transaction?: { status?: string }; pending?: { path?: string; formValues?: Partial<PickedPlace> } | null }>).detail;
      const saved = detail?.pending?.formValues;
      if (detail?.transaction?.status !== 'paid' || detail.pending?.path !== window.location.pathname || !saved) return;
      if (typeof saved.latitude !== 'number' || typeof saved.longitude !== 'number') return;
      const restored: PickedPlace = {
        latitude: saved.latitude,
        longitude: saved.longitude,
        name: String(saved.name ?? ''),
        district: String(saved.district ?? ''),
        neighbourhoodId: typeof saved.neighbourhoodId === 'string' ? saved.neighbourhoodId : undefined,
      };
      pickPlace(restored);
      evaluate(restored);
    }
    window.addEventListener(PAYMENT_RETURN_EVENT, onReturn);
    return () => window.removeEventListener(PAYMENT_RETURN_EVENT, onReturn);
  }, [evaluate, pickPlace]);

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
          <PlaceSearchField
            {...searchText.field}
            onPick={pickFromSearch}
            label="نام محله یا منطقه"
            placeholder="مثلاً نارمک، سعادت‌آباد یا منطقه ۵"
          />

          <Box>
            <Button variant="text" onClick={() => setShowMap((s) => !s)} aria-expanded={showMap} aria-controls="place-map">
              {showMap ? 'بستن نقشه' : 'انتخاب محل روی نقشه'}
            </Button>
            {showMap && (
              <Box id="place-map" sx={{ mt: 1, height: { xs: 300, md: 420 }, borderRadius: 2, overflow: 'hidden', border: 1, borderColor: 'divider' }}>
                <LazyPlaceMap value={place} onPick={mapPick.pickPoint} />
              </Box>
            )}
            {showMap && (
              <Typography variant="caption" sx={{ color: 'text.secondary', display: 'block', mt: 0.5 }}>
                روی نقشه کلیک کنید تا محل ملک انتخاب شود.
              </Typography>
            )}
          </Box>

          <PlacePickStatus resolving={resolving} error={mapPick.error} place={place} />

          <Box>
            <Button variant="contained" size="large" disabled={!place || resolving} onClick={() => evaluate(place)} data-testid="start-environment-evaluation">
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
