'use client';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LazyPlaceMap } from '@/features/shared/place/lazy-place-map';
import { PlacePickStatus } from '@/features/shared/place/place-pick-status';
import { PlaceSearchField } from '@/features/shared/place/place-search-field';
import { usePlacePicker } from '@/features/shared/place/use-place-picker';
import type { PickedPlace } from '@/lib/contracts/place';

export const PLACE_REFUSED = 'موقعیت ملک شما خارج از محدودهٔ خدمات ماست. نقطه‌ای در شهر تهران انتخاب کنید.';

export type PlacePicker = ReturnType<typeof usePlacePicker>;

/** The valuation form's place: search a neighbourhood by name, or click the map; what was picked, or why not. */
export function PlaceStepFields({ picker, value, error, idPrefix }: { picker: PlacePicker; value: PickedPlace | null; error?: string; idPrefix: string }) {
  return (
    <Stack spacing={2}>
      <PlaceSearchField
        id={`${idPrefix}-place-search`}
        {...picker.search}
        label="جست‌وجوی محله"
        placeholder="مثلاً سعادت‌آباد، پونک یا منطقه ۵"
        error={Boolean(error)}
        helperText={error}
      />
      <Box
        id={`${idPrefix}-place-map`}
        data-testid="place-map"
        sx={{ height: { xs: 280, md: 380 }, borderRadius: 2, overflow: 'hidden', border: 1, borderColor: error ? 'error.main' : 'divider' }}
      >
        <LazyPlaceMap value={value} onPick={picker.pickPoint} />
      </Box>
      <Typography variant="caption" sx={{ color: 'text.secondary' }}>
        روی نقشه کلیک کنید تا محل دقیق ملک انتخاب شود.
      </Typography>
      <PlacePickStatus resolving={picker.resolving} error={picker.error} place={value} />
    </Stack>
  );
}

/**
 * The place step as an island of its own (loaded with MUI on demand by the lean form of the Divar pages, where the
 * ad already names the place and most users never change it).
 */
export function PlaceStepIsland({ value, onChange, error }: { value: PickedPlace | null; onChange: (place: PickedPlace | null) => void; error?: string }) {
  const picker = usePlacePicker({ place: value, onChange, refusedMessage: PLACE_REFUSED, linkReady: false });
  return <PlaceStepFields picker={picker} value={value} error={error} idPrefix="ad" />;
}
