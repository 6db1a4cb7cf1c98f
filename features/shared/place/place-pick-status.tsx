'use client';
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { numericDisplay, toPersianDigits } from '@/lib/fa/digits';
import type { PickedPlace } from './picked-place';

export interface PlacePickStatusProps {
  /** A map point is being turned into its neighbourhood. */
  resolving: boolean;
  /** Why the last map point was refused (outside the service area). */
  error: string | null;
  place: PickedPlace | null;
}

/** What the place picker has so far: resolving a map point, a refused point, or the picked place. */
export function PlacePickStatus({ resolving, error, place }: PlacePickStatusProps) {
  return (
    <>
      {resolving && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <CircularProgress size={18} />
          <Typography variant="body2">در حال یافتن محله…</Typography>
        </Stack>
      )}
      {error && <Alert severity="warning">{error}</Alert>}
      {place && (
        <Alert severity="success" icon={false} data-testid="picked-place">
          <Typography sx={{ fontWeight: 700 }}>{place.name}</Typography>
          <Typography variant="body2">
            {toPersianDigits(place.district)} — {numericDisplay(place.latitude.toFixed(4))}، {numericDisplay(place.longitude.toFixed(4))}
          </Typography>
        </Alert>
      )}
    </>
  );
}
