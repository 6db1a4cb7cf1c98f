'use client';
import { useEffect, useState } from 'react';
import { openDialog } from '@/components/dialogs/dialog-store';
import lean from '@/components/ui/lean.module.css';
import page from '@/components/ui/page.module.css';
import { SignInNotice } from '@/components/ui/sign-in-notice';
import { usePurchase } from '@/features/shared/billing/use-purchase';
import type { CreditsResponse } from '@/lib/contracts/auth';
import { VERIFY_PAYMENT_PATH } from '@/lib/contracts/billing-constants';
import type { Plan } from '@/lib/contracts/billing';
import { toPersianDigits } from '@/lib/fa/digits';
import { useHasTokens } from '@/lib/use-signed-in';
import { useDiscountCode } from '../hooks/use-discount-code';
import { DiscountCodeField } from './discount-code-field';
import { PlanCard } from './plan-card';
import styles from './subscription.module.css';

/** The signed-in user's balance, read when they are known to be signed in (the API client loads with it). */
function useBalance(signedIn: boolean | null): CreditsResponse | 'failed' | null {
  const [credits, setCredits] = useState<CreditsResponse | 'failed' | null>(null);
  useEffect(() => {
    if (signedIn !== true) return undefined;
    let live = true;
    import('@/features/shared/billing/user-credits')
      .then(({ fetchUserCredits }) => fetchUserCredits())
      .then(
        (c) => live && setCredits(c),
        () => live && setCredits('failed'),
      );
    return () => {
      live = false;
    };
  }, [signedIn]);
  return credits;
}

/**
 * spec §2 /subscription: plans, top-up packs, a discount code and the payment flow (spec §4). The plans come drawn
 * from the server; the discount check, the balance and the payment load their code when used.
 */
export function SubscriptionView({ plans }: { plans: Plan[] }) {
  const signedIn = useHasTokens();
  const credits = useBalance(signedIn);
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

  const mains = plans.filter((p) => p.is_main);
  const packs = plans.filter((p) => !p.is_main);

  return (
    // Its buttons open the sign-in dialog for a signed-out reader (app/preload-dialogs.tsx fetches it on intent).
    <div className={page.formPage} data-opens-dialog="auth">
      <div>
        <h1 className={page.title}>خرید اشتراک</h1>
        <p className={page.lead}>
          با خرید اعتبار از همهٔ سرویس‌های ارزیابی قیمت، اجاره، ارزیابی محله و پیشنهاد محل استفاده کنید. هر سرویس پایه یک
          اعتبار و هر گزارش تکمیلی دو یا سه اعتبار مصرف می‌کند.
        </p>
      </div>

      {signedIn === true && (
        <p className={`${lean.card} ${styles.balance}`} data-testid="subscription-balance">
          {credits === 'failed' ? (
            'اعتبار فعلی شما خوانده نشد.'
          ) : credits ? (
            <>
              اعتبار فعلی شما: <b>{toPersianDigits(credits.active_credits_count + credits.free_credits_count)}</b> اعتبار
              {credits.free_credits_count > 0 && ` (${toPersianDigits(credits.free_credits_count)} اعتبار رایگان)`}
            </>
          ) : (
            <span className={`${lean.skeleton} ${styles.balanceSkeleton}`} aria-label="در حال بارگذاری اعتبار" role="progressbar" />
          )}
        </p>
      )}
      {signedIn === false && (
          <SignInNotice>برای خرید اشتراک ابتدا وارد حساب کاربری خود شوید.</SignInNotice>
      )}

      <DiscountCodeField discount={discount} disabled={purchase.busy} />

      <section aria-labelledby="plans-title">
        <h2 id="plans-title" className={styles.heading}>
          طرح‌های اشتراک
        </h2>
        <div className={styles.grid}>{mains.map((p) => card(p, p.name === 'sntandard'))}</div>
      </section>
      {packs.length > 0 && (
        <section aria-labelledby="packs-title">
          <h2 id="packs-title" className={styles.heading}>
            بسته‌های افزایش اعتبار
          </h2>
          <div className={styles.grid}>{packs.map((p) => card(p))}</div>
        </section>
      )}
    </div>
  );
}
