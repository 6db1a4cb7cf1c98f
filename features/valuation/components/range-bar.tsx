import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatMoney } from '@/lib/fa/money';

/** The 80 % range as a bar: the shaded span is low–high, the marker is the estimate. */
export function RangeBar({ low, high, value }: { low: number; high: number; value: number }) {
  const span = Math.max(high - low, 1);
  const min = low - span * 0.25;
  const max = high + span * 0.25;
  const pos = (v: number) => `${((v - min) / (max - min)) * 100}%`;
  return (
    <Box data-testid="range-bar" aria-label={`بازهٔ ۸۰ درصدی از ${formatMoney(low)} تا ${formatMoney(high)}`} role="img">
      <Box sx={{ position: 'relative', height: 14, borderRadius: 7, bgcolor: 'action.hover' }}>
        <Box sx={{ position: 'absolute', top: 0, bottom: 0, left: pos(low), width: `calc(${pos(high)} - ${pos(low)})`, borderRadius: 7, bgcolor: 'primary.light', opacity: 0.8 }} />
        <Box sx={{ position: 'absolute', top: -5, width: 4, height: 24, borderRadius: 2, bgcolor: 'primary.dark', left: `calc(${pos(value)} - 2px)` }} />
      </Box>
      <Stack direction="row" sx={{ justifyContent: 'space-between', mt: 1 }}>
        <Typography variant="body2" data-testid="range-low">
          کمینه: {formatMoney(low)}
        </Typography>
        <Typography variant="body2" data-testid="range-high">
          بیشینه: {formatMoney(high)}
        </Typography>
      </Stack>
    </Box>
  );
}
