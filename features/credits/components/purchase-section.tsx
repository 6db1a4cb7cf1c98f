'use client';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { creditPrice, discountPercent, PLAN_LABELS, type Plan, type Service } from '@/lib/contracts/billing';
import { toPersianDigits } from '@/lib/fa/digits';
import { formatToman } from '@/lib/fa/money';
import { plansQueryOptions } from '@/features/shared/billing/billing-api';
import { amountToBuy, topUpFor } from '../service-selection';

interface Props {
  service: Service;
  /** What the choice takes off the balance (an upgrade's price may be below the service's credits_required). */
  credits: number;
  available: number;
  busy: boolean;
  busyPlan: string | null;
  onBuy: (planName: string) => void;
}

/** spec §2/§6/§9: the plan-purchase section of the service dialog (signed in, a service selected, < 5 credits). */
export function PurchaseSection({ service, credits, available, busy, busyPlan, onBuy }: Props) {
  const plansQuery = useQuery(plansQueryOptions());
  const need = amountToBuy(credits, available);
  const topUp = topUpFor(plansQuery.data ?? [], need);
  const mains = (plansQuery.data ?? []).filter((p) => p.is_main);

  const buyButton = (plan: Plan, label: string, variant: 'contained' | 'outlined', name?: string) => (
    <Button
      variant={variant}
      aria-label={name}
      onClick={() => onBuy(plan.name)}
      disabled={busy}
      startIcon={busy && busyPlan === plan.name ? <CircularProgress size={16} color="inherit" /> : undefined}
      data-testid={`buy-plan-${plan.name}`}
    >
      {label}
    </Button>
  );

  return (
    <Stack spacing={1.5} data-testid="purchase-section">
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
        خرید اعتبار
      </Typography>
      {need > 0 && (
        <Typography variant="body2" color="text.secondary">
          برای استفاده از این سرویس به {toPersianDigits(need)} اعتبار دیگر نیاز دارید. قیمت هر اعتبار{' '}
          {formatToman(creditPrice(service))} است.
        </Typography>
      )}
      {plansQuery.isPending ? (
        <Skeleton variant="rounded" height={56} />
      ) : plansQuery.isError ? (
        <Alert severity="error">فهرست طرح‌ها بارگذاری نشد.</Alert>
      ) : (
        <>
          {topUp &&
            buyButton(topUp, `خرید ${toPersianDigits(need)} اعتبار — ${formatToman(topUp.discounted_price)}`, 'contained')}
          <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            {mains.map((p) => {
              const percent = discountPercent(p.price, p.discounted_price);
              return (
                <Box
                  key={p.id}
                  sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 1.5, display: 'flex', alignItems: 'center', gap: 1 }}
                  data-testid={`plan-row-${p.name}`}
                >
                  <Box sx={{ flex: 1 }}>
                    <Typography sx={{ fontWeight: 600 }}>
                      {PLAN_LABELS[p.name] ?? p.label}، {toPersianDigits(p.credits)} اعتبار
                    </Typography>
                    {/* Each price stays on one line, so a narrow phone never splits «۵۰۰٬۰۰۰ / تومان». */}
                    <Typography variant="body2" color="text.secondary" sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1 }}>
                      {percent > 0 && (
                        <Box component="s" sx={{ whiteSpace: 'nowrap' }} aria-label="قیمت پیش از تخفیف">
                          {formatToman(p.price)}
                        </Box>
                      )}
                      <Box component="span" sx={{ whiteSpace: 'nowrap', color: 'text.primary', fontWeight: 600 }}>
                        {formatToman(p.discounted_price)}
                      </Box>
                    </Typography>
                  </Box>
                  {percent > 0 && (
                    <Chip color="secondary" size="small" label={`${toPersianDigits(percent)}٪ تخفیف`} sx={{ fontWeight: 700 }} data-testid="discount-badge" />
                  )}
                  {buyButton(p, 'خرید', 'outlined', `خرید ${PLAN_LABELS[p.name] ?? p.label}، ${toPersianDigits(p.credits)} اعتبار`)}
                </Box>
              );
            })}
          </Box>
        </>
      )}
    </Stack>
  );
}
