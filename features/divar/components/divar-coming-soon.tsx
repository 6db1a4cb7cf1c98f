import lean from '@/components/ui/lean.module.css';
import { DivarExitLink } from './divar-message';
import { DivarPage } from './divar-page';

/**
 * A Divar page a later release fills (the neighbourhood flows): it answers politely in the lean shell, offers what
 * already works for the same ad (its price valuation) and the way back to Divar.
 */
export function DivarComingSoon({ title, exitUrl, priceHref }: { title: string; exitUrl: string; priceHref: string | null }) {
  return (
    <DivarPage testId="coming-soon">
      <section className={lean.card} aria-labelledby="soon-title">
        <h1 id="soon-title" className={lean.title}>
          {title}
        </h1>
        <p className={`${lean.notice} ${lean.info}`}>
          <b>به‌زودی.</b> ارزیابی محلهٔ آگهی‌های دیوار با ۵۰ شاخص (دسترسی‌ها، خدمات، آرامش و امنیت) در حال آماده‌سازی است.
        </p>
        <div className={lean.actions}>
          {priceHref && (
            <a href={priceHref} className={lean.button}>
              فعلاً: ارزیابی قیمت همین آگهی
            </a>
          )}
          <DivarExitLink href={exitUrl} primary={!priceHref} />
        </div>
      </section>
    </DivarPage>
  );
}
