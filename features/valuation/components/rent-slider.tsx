'use client';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { monthlyRentFor } from '@/lib/contracts/valuation';
import { formatDecimal } from '@/lib/fa/number';
import { formatMoney } from '@/lib/fa/money';

/**
 * Deposit ↔ monthly rent at the configured conversion rate: rent = (full deposit − deposit) × rate. Moving the
 * slider trades one for the other; the full-deposit value stays the same.
 */
export function RentSlider({ fullDeposit, rate }: { fullDeposit: number; rate: number }) {
  // Steps coarse enough that every move changes the rent shown (it is rounded to 100,000 toman).
  const step = fullDeposit >= 2e9 ? 5e7 : fullDeposit >= 2e8 ? 1e7 : 1e6;
  const [deposit, setDeposit] = useState(() => Math.round(fullDeposit / 2 / step) * step);
  const rent = monthlyRentFor(fullDeposit, deposit, rate);
  return (
    <Box data-testid="rent-slider">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', mb: 1 }}>
        <Box>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            ودیعه (رهن)
          </Typography>
          <Typography sx={{ fontWeight: 800, fontSize: 22 }} data-testid="rent-deposit" data-value={deposit}>
            {formatMoney(deposit)}
          </Typography>
        </Box>
        <Box sx={{ textAlign: { sm: 'left' } }}>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            اجارهٔ ماهانه
          </Typography>
          <Typography sx={{ fontWeight: 800, fontSize: 22 }} data-testid="rent-monthly" data-value={rent}>
            {formatMoney(rent)}
          </Typography>
        </Box>
      </Stack>
      <Slider
        value={deposit}
        min={0}
        max={fullDeposit}
        step={step}
        // PageUp/PageDown and Shift+arrows move by ten steps (MUI's default of 10 toman left the step grid).
        shiftStep={step * 10}
        onChange={(_, v) => setDeposit(v as number)}
        getAriaValueText={(v) => `ودیعه ${formatMoney(v)}، اجاره ${formatMoney(monthlyRentFor(fullDeposit, v, rate))}`}
        slotProps={{ input: { 'aria-label': 'ودیعه', 'data-testid': 'rent-slider-input' } as object }}
      />
      <Typography variant="caption" sx={{ color: 'text.secondary' }}>
        هر {formatMoney(1e6)} ودیعه معادل {formatMoney(1e6 * rate)} اجارهٔ ماهانه است (نرخ تبدیل {formatDecimal(rate * 100, 1)}٪ در ماه).
      </Typography>
    </Box>
  );
}
