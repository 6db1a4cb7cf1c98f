'use client';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
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
const RENT_ROUNDING = 1e5;

/**
 * About a hundred steps across the range, on a 1-2-5 grid, and never so fine that a step leaves the rent shown
 * unchanged (it is rounded to 100,000 toman: at 3 % a step must be at least 3.3 million toman of deposit).
 */
export function depositStep(fullDeposit: number, rate: number): number {
  const wanted = Math.max(fullDeposit / 100, RENT_ROUNDING / rate);
  const scale = 10 ** Math.floor(Math.log10(wanted));
  return ([1, 2, 5, 10].map((m) => m * scale).find((s) => s >= wanted) ?? 10 * scale);
}

export function RentSlider({ fullDeposit, rate }: { fullDeposit: number; rate: number }) {
  const step = depositStep(fullDeposit, rate);
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
      {/* The ends by pointer too: the full deposit is rarely on the step grid, and the far end is hard to hit. Never
          disabled, even at their end: a button that disables itself on a click drops the keyboard's focus. */}
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', mb: 1 }}>
        <Button size="small" onClick={() => setDeposit(0)} data-testid="rent-no-deposit">
          بدون ودیعه
        </Button>
        <Button size="small" onClick={() => setDeposit(fullDeposit)} data-testid="rent-full-deposit">
          رهن کامل
        </Button>
      </Stack>
      <Typography variant="caption" sx={{ color: 'text.secondary' }}>
        هر {formatMoney(1e6)} ودیعه معادل {formatMoney(1e6 * rate)} اجارهٔ ماهانه است (نرخ تبدیل {formatDecimal(rate * 100, 1)}٪ در ماه).
      </Typography>
    </Box>
  );
}
