'use client';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { usePurchase } from '@/features/shared/billing/use-purchase';
import { openDialog } from '@/components/dialogs/dialog-store';
import { plansQueryOptions, userCreditsQueryOptions } from '@/features/shared/billing/billing-api';
import { VERIFY_PAYMENT_PATH, type Plan } from '@/lib/contracts/billing';
import { toPersianDigits } from '@/lib/fa/digits';
import { useDiscountCode } from '../hooks/use-discount-code';
import { useHasTokens } from '@/lib/use-signed-in';
import { DiscountCodeField } from './discount-code-field';
import { PlanCard } from './plan-card';

const grid = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' } } as const;

/** spec §2 /subscription: plans, top-up packs, a discount code and the payment flow (spec §4). */
export function SubscriptionView() {
  const signedIn = useHasTokens();
  const plansQuery = useQuery(plansQueryOptions());
  const creditsQuery = useQuery({ ...userCreditsQueryOptions(), enabled: signedIn === true });
  const discount = useDiscountCode();
  const purchase = usePurchase();

  const buy = (plan: Plan) => {
    // spec §6: anonymous visitors cannot buy; they are asked to sign in first.
    if (!signedIn) {
      openDialog('auth', {});
      return;
    }
    const code = discount.applied?.plans.some((p) => p.name === plan.name) ? discount.applied.code : undefined;
    void purchase.purchase({
      plan: plan.name,
      callbackUrl: `${window.location.origin}${VERIFY_PAYMENT_PATH}`,
      discountCode: code,
      onDiscountRejected: discount.reject,
    });
  };

  const codeFor = (plan: Plan) => {
    const entry = discount.applied?.plans.find((p) => p.name === plan.name);
    return entry ? { percent: entry.discount_percentage, finalPrice: entry.final_price } : null;
  };

  const card = (plan: Plan, highlighted = false) => (
    <PlanCard
      key={plan.id}
      plan={plan}
      codeDiscount={codeFor(plan)}
      onBuy={() => buy(plan)}
      disabled={purchase.busy}
      loading={purchase.busy && purchase.planName === plan.name}
      highlighted={highlighted}
    />
  );

  const plans = plansQuery.data ?? [];
  const mains = plans.filter((p) => p.is_main);
  const packs = plans.filter((p) => !p.is_main);
  const credits = creditsQuery.data;

  return (
    // Its buttons open the sign-in dialog for a signed-out reader (app/preload-dialogs.tsx fetches it on intent).
    <Box sx={{ maxWidth: 1180, mx: 'auto', px: 2, py: { xs: 3, md: 5 }, display: 'flex', flexDirection: 'column', gap: 3 }} data-opens-dialog="auth">
      <Box>
        <Typography component="h1" variant="h4" sx={{ fontWeight: 800, mb: 1 }}>
          خرید اشتراک
        </Typography>
        <Typography color="text.secondary">
          با خرید اعتبار از همهٔ سرویس‌های ارزیابی قیمت، اجاره، ارزیابی محیطی و پیشنهاد محل استفاده کنید. هر سرویس پایه یک
          اعتبار و هر گزارش تکمیلی دو یا سه اعتبار مصرف می‌کند.
        </Typography>
      </Box>

      {signedIn === true && (
        <Paper variant="outlined" sx={{ p: 2, borderRadius: 3 }} data-testid="subscription-balance">
          {credits ? (
            <Typography>
              اعتبار فعلی شما: <b>{toPersianDigits(credits.active_credits_count + credits.free_credits_count)}</b> اعتبار
              {credits.free_credits_count > 0 && ` (${toPersianDigits(credits.free_credits_count)} اعتبار رایگان)`}
            </Typography>
          ) : (
            <Skeleton width={220} />
          )}
        </Paper>
      )}
      {signedIn === false && (
        <Alert
          severity="info"
          action={
            <Button color="inherit" size="small" onClick={() => openDialog('auth', {})} sx={{ whiteSpace: 'nowrap' }}>
              ورود / ثبت نام
            </Button>
          }
        >
          برای خرید اشتراک ابتدا وارد حساب کاربری خود شوید.
        </Alert>
      )}

      <DiscountCodeField discount={discount} disabled={purchase.busy} />

      {plansQuery.isPending ? (
        <Box sx={grid}>
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} variant="rounded" height={260} />
          ))}
        </Box>
      ) : plansQuery.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void plansQuery.refetch()}>
              تلاش دوباره
            </Button>
          }
        >
          فهرست طرح‌ها بارگذاری نشد.
        </Alert>
      ) : (
        <>
          <Box component="section" aria-labelledby="plans-title">
            <Typography id="plans-title" component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1.5 }}>
              طرح‌های اشتراک
            </Typography>
            <Box sx={grid}>{mains.map((p) => card(p, p.name === 'sntandard'))}</Box>
          </Box>
          {packs.length > 0 && (
            <Box component="section" aria-labelledby="packs-title">
              <Typography id="packs-title" component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1.5 }}>
                بسته‌های افزایش اعتبار
              </Typography>
              <Box sx={grid}>{packs.map((p) => card(p))}</Box>
            </Box>
          )}
        </>
      )}
    </Box>
  );
}
