'use client';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { discountPercent, PLAN_LABELS, type Plan } from '@/lib/contracts/billing';
import { toPersianDigits } from '@/lib/fa/digits';
import { formatNumber } from '@/lib/fa/number';

interface Props {
  plan: Plan;
  /** Final price and percentage when a discount code applies to this plan. */
  codeDiscount?: { percent: number; finalPrice: number } | null;
  onBuy: () => void;
  disabled: boolean;
  loading: boolean;
  highlighted?: boolean;
}

/**
 * spec §2 plan card: name as a Persian label, 'N اعتبار', description, price in toman with Persian grouping, and a
 * discount badge when the discounted price differs from the price or a code is applied (spec §4).
 */
export function PlanCard({ plan, codeDiscount, onBuy, disabled, loading, highlighted }: Props) {
  const finalPrice = codeDiscount ? codeDiscount.finalPrice : plan.discounted_price;
  const discounted = plan.discounted_price !== plan.price || Boolean(codeDiscount);
  const percent = discountPercent(plan.price, finalPrice);
  const label = PLAN_LABELS[plan.name] ?? plan.label;
  return (
    <Paper
      variant="outlined"
      component="article"
      aria-label={`طرح ${label}`}
      data-testid={`plan-card-${plan.name}`}
      sx={{
        p: 2.5,
        display: 'flex',
        flexDirection: 'column',
        gap: 1.25,
        position: 'relative',
        borderRadius: 3,
        borderColor: highlighted ? 'primary.main' : 'divider',
        borderWidth: highlighted ? 2 : 1,
      }}
    >
      {discounted && percent > 0 && (
        <Chip
          color="secondary"
          size="small"
          label={`${toPersianDigits(percent)}٪ تخفیف`}
          data-testid="discount-badge"
          sx={{ position: 'absolute', top: 12, insetInlineEnd: 12, fontWeight: 700 }}
        />
      )}
      <Typography component="h3" variant="h6" sx={{ fontWeight: 700 }}>
        {label}
      </Typography>
      <Typography color="primary" sx={{ fontWeight: 700, fontSize: '1.1rem' }} data-testid="plan-credits">
        {toPersianDigits(plan.credits)} اعتبار
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ minHeight: 40 }}>
        {plan.description}
      </Typography>
      <Box sx={{ mt: 'auto' }}>
        {discounted && finalPrice !== plan.price && (
          <Typography variant="body2" color="text.secondary" sx={{ textDecoration: 'line-through' }} aria-label="قیمت پیش از تخفیف">
            {formatNumber(plan.price)} تومان
          </Typography>
        )}
        <Typography sx={{ fontWeight: 800, fontSize: '1.25rem' }} data-testid="plan-price">
          {formatNumber(finalPrice)} <Typography component="span" variant="body2">تومان</Typography>
        </Typography>
      </Box>
      <Button
        variant={highlighted ? 'contained' : 'outlined'}
        onClick={onBuy}
        disabled={disabled}
        startIcon={loading ? <CircularProgress size={16} color="inherit" /> : undefined}
        data-testid={`buy-plan-${plan.name}`}
        aria-label={loading ? undefined : `خرید طرح ${label}، ${toPersianDigits(plan.credits)} اعتبار`}
        fullWidth
      >
        {loading ? 'در حال انتقال…' : 'خرید'}
      </Button>
    </Paper>
  );
}
