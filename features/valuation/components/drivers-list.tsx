import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ValuationDriver } from '@/lib/contracts/valuation';
import { formatSignedMoney } from '@/lib/fa/money';

/** Where a driver's bar starts and how wide it is, as fractions of the track measured from its inline start. */
export function driverBars(effects: readonly number[]): Array<{ start: number; width: number }> {
  const down = Math.max(0, ...effects.map((e) => -e));
  const up = Math.max(0, ...effects.map((e) => e));
  const span = down + up || 1;
  // Zero sits where the largest lowering ends; raises grow in the reading direction from it.
  const zero = down / span;
  return effects.map((e) => ({ start: e < 0 ? zero + e / span : zero, width: Math.abs(e) / span }));
}

/**
 * Each driver's effect on the estimate: its name and signed amount in words a phone can show without hovering,
 * over a diverging bar (raises green, lowers red). Plain HTML, so it wraps, mirrors with the page and reads out
 * as a list.
 */
export function DriversList({ drivers }: { drivers: ValuationDriver[] }) {
  const bars = driverBars(drivers.map((d) => d.effect));
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.75 }} data-testid="drivers-list">
      {drivers.map((d, i) => {
        const lowers = d.effect < 0;
        return (
          <Box component="li" key={d.feature} data-testid="driver">
            <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
              <Typography variant="body2">{d.label}</Typography>
              <Typography variant="body2" sx={{ fontWeight: 700, color: lowers ? 'error.main' : 'success.main' }} data-testid="driver-effect">
                {formatSignedMoney(d.effect)}
              </Typography>
            </Box>
            <Box aria-hidden sx={{ position: 'relative', height: 8, mt: 0.5, borderRadius: 1, bgcolor: 'action.hover' }}>
              <Box
                sx={{
                  position: 'absolute',
                  insetBlock: 0,
                  insetInlineStart: `${(bars[i].start * 100).toFixed(2)}%`,
                  width: `max(2px, ${(bars[i].width * 100).toFixed(2)}%)`,
                  borderRadius: 1,
                  bgcolor: lowers ? 'error.main' : 'success.main',
                }}
              />
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
